import { Skeleton } from '@/components/ui/skeleton.tsx';
import { Spinner } from '@/components/ui/spinner.tsx';

/** Always present, so screen readers hear the note when a generation starts. */
export function GenerationStatus({ generating }: { generating: boolean }) {
  return (
    <p
      role="status"
      aria-live="polite"
      className="-mb-3 flex items-center gap-2 text-sm text-muted-foreground empty:hidden"
    >
      {generating && (
        <>
          <Spinner decorative className="size-4" />
          Looking for the gaps in your wardrobe…
        </>
      )}
    </p>
  );
}

/** Where the new suggestions will land, at the head of the list, while they are worked out. */
export function PendingSuggestionCards({ count }: { count: number }) {
  return Array.from({ length: count }, (_, index) => (
    <li key={`pending-${index}`} aria-hidden="true" data-testid="pending-suggestion">
      <Skeleton className="h-80 rounded-3xl" />
    </li>
  ));
}
