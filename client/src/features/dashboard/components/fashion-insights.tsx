import type { FashionInsight } from '@contract/insights.ts';
import { Lightbulb, Sparkles, Star, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { Badge } from '@/components/ui/badge.tsx';
import { Button } from '@/components/ui/button.tsx';
import { Skeleton } from '@/components/ui/skeleton.tsx';
import { Spinner } from '@/components/ui/spinner.tsx';
import { toast } from '@/lib/toast.ts';
import { cn } from '@/lib/utils.ts';
import {
  useDeleteInsight,
  useGenerateInsight,
  useInsights,
  useMarkInsightRead,
} from '../insights-api.ts';

/** Spec §9: the dashboard shows the first 3 insights. */
export const DASHBOARD_INSIGHTS = 3;

/** Longer insights open to their full text when clicked; shorter ones show whole. */
const LONG_INSIGHT = 220;

function InsightCard({
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

/** Spec §2 Fashion Insights: the first 3, 'New' until clicked, delete, and generate. */
export function FashionInsights() {
  const { data: insights, isLoading, isError, refetch } = useInsights();
  const generate = useGenerateInsight();
  const markRead = useMarkInsightRead();
  const remove = useDeleteInsight();
  const shown = insights?.slice(0, DASHBOARD_INSIGHTS);

  function onGenerate() {
    generate.mutate(undefined, {
      onSuccess: () =>
        toast({
          title: 'New insight generated!',
          description: 'Check out your personalized fashion insight below.',
        }),
    });
  }

  function onDelete(id: string) {
    remove.mutate(id, { onSuccess: () => toast({ title: 'Insight deleted' }) });
  }

  const generateButton = (
    <Button variant="outline" size="sm" onClick={onGenerate} disabled={generate.isPending}>
      {generate.isPending ? (
        <Spinner decorative className="text-current" />
      ) : (
        <Sparkles aria-hidden="true" />
      )}
      {generate.isPending ? 'Generating...' : 'Generate Insight'}
    </Button>
  );

  return (
    <section aria-labelledby="fashion-insights" className="flex flex-col gap-4">
      <div className="flex items-end justify-between gap-4">
        <div>
          <h2 id="fashion-insights" className="text-lg font-semibold tracking-tight">
            Fashion Insights
          </h2>
          <p className="mt-1 text-sm text-muted-foreground">
            Celebrity matches and fashion facts, read from your own wardrobe.
          </p>
        </div>
        {shown && shown.length > 0 && generateButton}
      </div>
      {isLoading ? (
        <ul className="grid grid-cols-1 gap-4 md:grid-cols-3" aria-busy="true">
          {[0, 1, 2].map((key) => (
            <li key={key}>
              <Skeleton className="h-44 rounded-2xl" />
            </li>
          ))}
        </ul>
      ) : isError ? (
        <div className="flex flex-col items-center gap-3 rounded-2xl border px-6 py-8 text-center text-sm">
          <p className="text-muted-foreground">Your insights could not be loaded.</p>
          <Button variant="outline" size="sm" onClick={() => void refetch()}>
            Try again
          </Button>
        </div>
      ) : !shown || shown.length === 0 ? (
        <div className="flex flex-col items-center gap-3 rounded-2xl border border-dashed px-6 py-8 text-center">
          <p className="max-w-md text-sm text-muted-foreground">
            Find out which celebrity dresses like you, or learn the story behind a piece you own.
          </p>
          {generateButton}
        </div>
      ) : (
        <ul className="grid grid-cols-1 gap-4 md:grid-cols-3">
          {shown.map((insight) => (
            <li key={insight.id}>
              <InsightCard
                insight={insight}
                onOpen={() => {
                  if (!insight.isRead) markRead.mutate(insight.id);
                }}
                onDelete={() => onDelete(insight.id)}
                deleting={remove.isPending && remove.variables === insight.id}
              />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
