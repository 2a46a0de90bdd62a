import type { DisplayImage } from '@contract/wardrobe.ts';
import { useState } from 'react';
import { usePreferences } from './preferences-api.ts';

/**
 * Photo or cut-out for a new item: what the person picked, else their 'Remove backgrounds
 * automatically' setting (read only once there is a cut-out to choose). `choice` is sent only
 * when the person picked, so the server applies the setting itself otherwise.
 */
export function useDisplayChoice(cutoutUrl: string | null) {
  const [choice, setChoice] = useState<DisplayImage | null>(null);
  const preferences = usePreferences({ enabled: cutoutUrl !== null });
  const shown: DisplayImage =
    choice ?? (preferences.data?.autoCutout === false ? 'original' : 'cutout');
  return { shown, choice, choose: setChoice, reset: () => setChoice(null) };
}
