import type { PlannedOutfit } from '@contract/calendar.ts';
import { cn } from '@/lib/utils.ts';
import { OutfitPieces } from './outfit-pieces.tsx';

interface OutfitOptionProps {
  title: string;
  pieces: PlannedOutfit['pieces'];
  selected: boolean;
  onPick: () => void;
  /** The stylist's words about a generated look. */
  note?: string;
}

/** One outfit to plan for the day, saved or generated: a toggle with its pieces. */
export function OutfitOption({ title, pieces, selected, onPick, note }: OutfitOptionProps) {
  return (
    <li className="min-w-0">
      <button
        type="button"
        aria-pressed={selected}
        onClick={onPick}
        className={cn(
          'flex w-full flex-col gap-2 rounded-2xl border p-3 text-left transition-colors outline-none focus-visible:ring-[3px] focus-visible:ring-ring/50',
          selected ? 'border-brand ring-2 ring-brand/60' : 'hover:border-foreground/25',
        )}
      >
        <span className="text-sm font-medium">{title}</span>
        <OutfitPieces pieces={pieces} max={5} />
        {note ? <span className="line-clamp-2 text-xs text-muted-foreground">{note}</span> : null}
      </button>
    </li>
  );
}
