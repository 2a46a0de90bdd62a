import { Sparkles } from 'lucide-react';
import type { ReactNode } from 'react';

/** An unsure scan guess under its field, with a button to take it. */
export function ScanSuggestion({ children, onUse }: { children: ReactNode; onUse: () => void }) {
  return (
    <p className="text-[13px] text-muted-foreground">
      {/* Inline, so a long guess in a narrow column wraps as one sentence with its icon. */}
      <Sparkles className="mr-1.5 inline size-3.5 align-[-2px] text-brand" aria-hidden="true" />
      <span>{children}</span>{' '}
      <button
        type="button"
        onClick={onUse}
        className="cursor-pointer rounded-full font-medium text-foreground underline decoration-foreground/30 underline-offset-4 outline-none hover:decoration-foreground focus-visible:ring-[3px] focus-visible:ring-ring/50"
      >
        Use it
      </button>
    </p>
  );
}
