import { ChevronDown, SlidersHorizontal } from 'lucide-react';
import { cn } from '@/lib/utils.ts';
import { occasionLabel, weatherLabel } from '../outfit-labels.ts';
import type { Generation } from '../use-outfit-generator.ts';

interface SettingsSummaryProps {
  generation: Generation;
  /** The persona's name when the looks were made as one. */
  personaName: string | null;
  expanded: boolean;
  onToggle: () => void;
  /** The id of the settings form this line opens and closes. */
  controls: string;
  className?: string;
}

/** On phones, the settings folded to one line once looks are shown ("Work · Sunny · 72°F — Change"). */
export function SettingsSummary({
  generation,
  personaName,
  expanded,
  onToggle,
  controls,
  className,
}: SettingsSummaryProps) {
  const parts = [
    personaName,
    generation.occasionText ? `“${generation.occasionText}”` : occasionLabel(generation.occasion),
    weatherLabel(generation.weather),
    `${generation.temperature}°F`,
  ].filter(Boolean);
  return (
    <button
      type="button"
      aria-expanded={expanded}
      aria-controls={controls}
      onClick={onToggle}
      className={cn(
        'flex min-h-12 w-full cursor-pointer items-center gap-3 rounded-2xl border bg-card px-4 py-2.5 text-left text-sm shadow-soft outline-none focus-visible:ring-[3px] focus-visible:ring-ring/50',
        className,
      )}
    >
      <SlidersHorizontal className="size-4 shrink-0 text-brand" aria-hidden="true" />
      <span className="min-w-0 flex-1 truncate font-medium">{parts.join(' · ')}</span>
      <span className="inline-flex shrink-0 items-center gap-1 font-semibold underline underline-offset-4">
        {expanded ? 'Hide' : 'Change'}
        <span className="sr-only"> settings</span>
        <ChevronDown
          className={cn('size-4 transition-transform', expanded && 'rotate-180')}
          aria-hidden="true"
        />
      </span>
    </button>
  );
}
