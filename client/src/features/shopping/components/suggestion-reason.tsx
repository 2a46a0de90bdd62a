import { Lightbulb } from 'lucide-react';
import { useId, useState } from 'react';
import { cn } from '@/lib/utils.ts';
import { reasonIsExpandable } from '../shopping-rules.ts';

/** 'Why This Item?': clamped to 3 lines; longer than 100 characters it can be opened in full. */
export function SuggestionReason({ reason }: { reason: string }) {
  const [expanded, setExpanded] = useState(false);
  const id = useId();
  const expandable = reasonIsExpandable(reason);
  return (
    <div className="rounded-2xl bg-muted/60 p-3.5">
      <p className="flex items-center gap-1.5 text-xs font-semibold">
        <Lightbulb className="size-3.5 text-brand" aria-hidden="true" />
        Why This Item?
      </p>
      <p
        id={id}
        data-testid="suggestion-reason"
        className={cn(
          'mt-1.5 text-sm leading-relaxed text-muted-foreground',
          !expanded && 'line-clamp-3',
        )}
      >
        {reason}
      </p>
      {expandable && (
        <button
          type="button"
          aria-expanded={expanded}
          aria-controls={id}
          onClick={() => setExpanded((open) => !open)}
          className="mt-1 cursor-pointer rounded-full text-[13px] font-medium underline decoration-foreground/30 underline-offset-4 outline-none hover:decoration-foreground focus-visible:ring-[3px] focus-visible:ring-ring/50"
        >
          {expanded ? 'Show less' : 'Read more'}
        </button>
      )}
    </div>
  );
}
