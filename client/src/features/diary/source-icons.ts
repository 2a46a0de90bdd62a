import type { DiarySourceType } from '@contract/diary.ts';
import { Camera, Glasses, Globe, Pin, Smartphone, type LucideIcon } from 'lucide-react';

// lucide has no brand marks: a pin stands for Pinterest, a camera for Instagram.
export const SOURCE_ICONS: Record<DiarySourceType, LucideIcon> = {
  pinterest: Pin,
  instagram: Camera,
  web: Globe,
  screenshot: Smartphone,
  'ai-glasses': Glasses,
};
