import { LayoutGrid, List } from 'lucide-react';
import { cn } from '@/lib/utils.ts';

export type WardrobeView = 'grid' | 'list';

const VIEWS = [
  ['grid', 'Grid view', LayoutGrid],
  ['list', 'List view', List],
] as const;

/** Grid or list (spec §2: grid by default). */
export function ViewToggle({
  view,
  onChange,
}: {
  view: WardrobeView;
  onChange: (view: WardrobeView) => void;
}) {
  return (
    <div
      role="group"
      aria-label="View"
      className="flex h-11 shrink-0 items-center rounded-full border border-input bg-card p-1 shadow-xs"
    >
      {VIEWS.map(([value, label, Icon]) => (
        <button
          key={value}
          type="button"
          aria-label={label}
          aria-pressed={view === value}
          onClick={() => onChange(value)}
          className={cn(
            'inline-flex size-8 cursor-pointer items-center justify-center rounded-full text-muted-foreground transition-colors outline-none hover:text-foreground focus-visible:ring-[3px] focus-visible:ring-ring/50',
            view === value && 'bg-muted text-foreground',
          )}
        >
          <Icon className="size-4" aria-hidden="true" />
        </button>
      ))}
    </div>
  );
}
