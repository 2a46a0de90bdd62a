import type { DisplayImage } from '@contract/wardrobe.ts';
import { cn } from '@/lib/utils.ts';

const DISPLAY_OPTIONS: readonly { value: DisplayImage; label: string }[] = [
  { value: 'original', label: 'Original' },
  { value: 'cutout', label: 'Cut-out' },
];

/** Original / Cut-out, over the photo; shown only for items that have both. */
export function DisplayImageToggle({
  value,
  onChange,
}: {
  value: DisplayImage;
  onChange: (value: DisplayImage) => void;
}) {
  return (
    <div
      role="group"
      aria-label="Photo shown"
      className="flex rounded-full bg-card/90 p-1 shadow-soft ring-1 ring-foreground/5 backdrop-blur-sm"
    >
      {DISPLAY_OPTIONS.map((option) => (
        <button
          key={option.value}
          type="button"
          aria-pressed={value === option.value}
          onClick={() => onChange(option.value)}
          className={cn(
            'h-7 cursor-pointer rounded-full px-3 text-[13px] font-medium text-muted-foreground transition-colors outline-none hover:text-foreground focus-visible:ring-[3px] focus-visible:ring-ring/50',
            value === option.value &&
              'bg-primary text-primary-foreground hover:text-primary-foreground',
          )}
        >
          {option.label}
        </button>
      ))}
    </div>
  );
}
