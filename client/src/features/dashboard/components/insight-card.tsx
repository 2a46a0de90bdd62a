import type { FashionInsight } from '@contract/insights.ts';
import { Lightbulb, Star, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { Badge } from '@/components/ui/badge.tsx';
import { Button } from '@/components/ui/button.tsx';
import { cn } from '@/lib/utils.ts';

/** Longer insights open to their full text when clicked; shorter ones show whole. */
const LONG_INSIGHT = 220;

/** One insight: its kind, 'New' until read, the text (long ones open on click), delete. */
export function InsightCard({
  insight,
  onOpen,
  onDelete,
  deleting,
}: {
  insight: FashionInsight;
  onOpen: () => void;
  onDelete: () => void;
  deleting: boolean;
}) {
  const [expanded, setExpanded] = useState(false);
  const long = insight.content.length > LONG_INSIGHT;
  const celebrity = insight.insightType === 'celebrity-match';
  const Icon = celebrity ? Star : Lightbulb;
  const titleId = `insight-${insight.id}`;
  return (
    // Clicking anywhere on the card reads it; its title is the button keyboards reach.
    <article
      aria-labelledby={titleId}
      data-insight-type={celebrity ? 'celebrity-match' : 'fun-fact'}
      onClick={() => {
        if (long) setExpanded((open) => !open);
        onOpen();
      }}
      className={cn(
        'relative flex h-full cursor-pointer flex-col gap-3 rounded-2xl border p-5 shadow-soft transition-[box-shadow,border-color] hover:shadow-lift',
        celebrity
          ? 'bg-[radial-gradient(130%_120%_at_100%_0%,oklch(0.94_0.04_20),var(--card)_65%)] dark:bg-[radial-gradient(130%_120%_at_100%_0%,oklch(0.3_0.05_20),var(--card)_65%)]'
          : 'bg-[radial-gradient(130%_120%_at_100%_0%,oklch(0.94_0.035_150),var(--card)_65%)] dark:bg-[radial-gradient(130%_120%_at_100%_0%,oklch(0.29_0.04_150),var(--card)_65%)]',
        !insight.isRead && 'border-brand/45 ring-1 ring-brand/20',
      )}
    >
      <div className="flex items-center gap-2">
        <span
          className={cn(
            'inline-flex items-center gap-1.5 text-[11px] font-semibold tracking-wide uppercase',
            celebrity
              ? 'text-rose-700 dark:text-rose-300'
              : 'text-emerald-800 dark:text-emerald-300',
          )}
        >
          <Icon
            className="size-3.5"
            fill={celebrity ? 'currentColor' : 'none'}
            aria-hidden="true"
          />
          {celebrity ? 'Celebrity Match' : 'Fun Fact'}
        </span>
        {!insight.isRead && <Badge variant="brand">New</Badge>}
        <Button
          size="icon-sm"
          variant="ghost"
          aria-label={`Delete insight: ${insight.title}`}
          onClick={(event) => {
            // Deleting never counts as reading.
            event.stopPropagation();
            onDelete();
          }}
          disabled={deleting}
          className="-my-1 -mr-2 ml-auto text-muted-foreground hover:bg-destructive/10 hover:text-destructive"
        >
          <Trash2 aria-hidden="true" />
        </Button>
      </div>
      <h3 id={titleId} className="leading-snug font-semibold">
        {/* Its click bubbles to the card, which reads the insight. */}
        <button
          type="button"
          aria-describedby={`${titleId}-content`}
          aria-expanded={long ? expanded : undefined}
          className="cursor-pointer rounded-md text-left outline-none focus-visible:ring-[3px] focus-visible:ring-ring/50"
        >
          {insight.title}
        </button>
      </h3>
      <div>
        <p
          id={`${titleId}-content`}
          className={cn(
            'text-sm leading-relaxed text-muted-foreground',
            long && !expanded && 'line-clamp-5',
          )}
        >
          {insight.content}
        </p>
        {long && (
          <span
            aria-hidden="true"
            className="mt-1 inline-block text-[13px] font-medium underline decoration-foreground/30 underline-offset-4"
          >
            {expanded ? 'Show less' : 'Read more'}
          </span>
        )}
      </div>
      {insight.relatedTags.length > 0 && (
        <ul className="mt-auto flex flex-wrap gap-1.5 pt-1" aria-label="Related">
          {insight.relatedTags.slice(0, 4).map((tag) => (
            <li
              key={tag}
              className="rounded-full bg-card/80 px-2 py-0.5 text-[11px] text-muted-foreground ring-1 ring-foreground/5"
            >
              {tag}
            </li>
          ))}
        </ul>
      )}
    </article>
  );
}
