import type { LucideIcon } from 'lucide-react';
import { Spinner } from '@/components/ui/spinner.tsx';

/** Over a photo while the AI works on it: a spinning ring around the icon, and what it is doing. */
export function BusyOverlay({ icon: Icon, label }: { icon: LucideIcon; label: string }) {
  return (
    <div
      role="status"
      className="absolute inset-0 flex flex-col items-center justify-center gap-3 bg-background/65 text-sm font-medium backdrop-blur-[3px]"
    >
      <span className="relative flex size-12 items-center justify-center rounded-full bg-card shadow-lift">
        <Spinner decorative className="absolute size-12 text-brand/60" />
        <Icon className="size-5 text-brand" aria-hidden="true" />
      </span>
      {label}
    </div>
  );
}
