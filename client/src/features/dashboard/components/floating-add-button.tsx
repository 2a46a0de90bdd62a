import { Plus } from 'lucide-react';
import { cn } from '@/lib/utils.ts';

/** Spec §2: the dashboard's floating add button; on phones it sits above the bottom bar. */
export function FloatingAddButton({ onClick }: { onClick: () => void }) {
  return (
    <button
      type="button"
      onClick={onClick}
      aria-label="Add item"
      title="Add item"
      className={cn(
        'fixed right-4 bottom-[calc(5rem+env(safe-area-inset-bottom))] z-30 inline-flex size-14 cursor-pointer items-center justify-center rounded-full bg-brand text-brand-foreground shadow-lift transition-[transform,background-color] outline-none hover:bg-brand/90 focus-visible:ring-[3px] focus-visible:ring-ring/50 focus-visible:ring-offset-2 focus-visible:ring-offset-background active:scale-95 lg:right-8 lg:bottom-8',
      )}
    >
      <Plus className="size-6" aria-hidden="true" />
    </button>
  );
}
