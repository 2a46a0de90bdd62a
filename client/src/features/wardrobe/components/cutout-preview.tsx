import type { DisplayImage } from '@contract/wardrobe.ts';
import type { ReactNode } from 'react';
import { cn } from '@/lib/utils.ts';
import { STUDIO_TILE } from './studio-tile.ts';

interface CutoutPreviewProps {
  originalUrl: string;
  originalAlt: string;
  /** The scan's cut-out; until it arrives the photo shows alone. */
  cutoutUrl: string | null;
  shown: DisplayImage;
  /** Overlays on the picture: the scanning status, the remove button. */
  children?: ReactNode;
  className?: string;
}

/**
 * The chosen photo, cross-fading to its cut-out (on a transparency grid) as soon as the scan
 * answers with one, and back when the person picks the original.
 */
export function CutoutPreview({
  originalUrl,
  originalAlt,
  cutoutUrl,
  shown,
  children,
  className,
}: CutoutPreviewProps) {
  const showCutout = cutoutUrl !== null && shown === 'cutout';
  return (
    <div className={cn('relative overflow-hidden rounded-2xl border bg-muted', className)}>
      <img
        src={originalUrl}
        alt={originalAlt}
        aria-hidden={showCutout || undefined}
        className={cn(
          'absolute inset-0 size-full object-cover transition-opacity duration-500',
          showCutout && 'opacity-0',
        )}
      />
      {cutoutUrl && (
        <div
          aria-hidden={!showCutout || undefined}
          className={cn(
            'absolute inset-0 flex items-center justify-center p-[9%] transition-opacity duration-500 motion-reduce:transition-none',
            STUDIO_TILE,
            showCutout ? 'opacity-100' : 'opacity-0',
          )}
        >
          <img
            src={cutoutUrl}
            alt={`${originalAlt}, background removed`}
            className="max-h-full max-w-full object-contain drop-shadow-[0_10px_14px_oklch(0.2_0.01_50/0.18)]"
          />
        </div>
      )}
      {children}
    </div>
  );
}

interface DisplayImageChoiceProps {
  value: DisplayImage;
  onChange: (value: DisplayImage) => void;
  originalUrl: string;
  cutoutUrl: string;
  disabled?: boolean;
  className?: string;
}

const CHOICES: readonly { value: DisplayImage; label: string }[] = [
  { value: 'cutout', label: 'Cut-out' },
  { value: 'original', label: 'Original' },
];

/** Cut-out and original side by side, as two small pictures to pick from. */
export function DisplayImageChoice({
  value,
  onChange,
  originalUrl,
  cutoutUrl,
  disabled = false,
  className,
}: DisplayImageChoiceProps) {
  return (
    <div
      role="group"
      aria-label="Show in wardrobe"
      className={cn('flex items-center justify-center gap-2', className)}
    >
      {CHOICES.map((choice) => {
        const selected = value === choice.value;
        return (
          <button
            key={choice.value}
            type="button"
            aria-pressed={selected}
            disabled={disabled}
            onClick={() => onChange(choice.value)}
            className={cn(
              'flex cursor-pointer items-center gap-2 rounded-full border bg-card py-1 pr-3.5 pl-1 text-[13px] font-medium text-muted-foreground shadow-xs transition-[border-color,color,box-shadow] outline-none hover:text-foreground focus-visible:ring-[3px] focus-visible:ring-ring/50 disabled:cursor-not-allowed disabled:opacity-55',
              selected && 'border-foreground/70 text-foreground shadow-soft',
            )}
          >
            <span
              className={cn(
                'flex size-7 items-center justify-center overflow-hidden rounded-full ring-1 ring-foreground/10',
                choice.value === 'cutout' && STUDIO_TILE,
              )}
            >
              <img
                src={choice.value === 'cutout' ? cutoutUrl : originalUrl}
                alt=""
                className={cn(
                  'size-full',
                  choice.value === 'cutout' ? 'object-contain p-0.5' : 'object-cover',
                )}
              />
            </span>
            {choice.label}
          </button>
        );
      })}
    </div>
  );
}
