import { Sparkles } from 'lucide-react';
import { EmptyState } from '@/components/empty-state.tsx';
import { QueryView } from '@/components/query-view.tsx';
import { SkeletonGrid } from '@/components/skeleton-grid.tsx';
import { Button } from '@/components/ui/button.tsx';
import { Spinner } from '@/components/ui/spinner.tsx';
import { toast } from '@/lib/toast.ts';
import {
  useDeleteInsight,
  useGenerateInsight,
  useInsights,
  useMarkInsightRead,
} from '../insights-api.ts';
import { InsightCard } from './insight-card.tsx';

/** Spec §9: the dashboard shows the first 3 insights. */
export const DASHBOARD_INSIGHTS = 3;

const GRID = 'grid-cols-1 gap-4 md:grid-cols-3';

/** Spec §2 Fashion Insights: the first 3, 'New' until clicked, delete, and generate. */
export function FashionInsights() {
  const insights = useInsights();
  const generate = useGenerateInsight();
  const markRead = useMarkInsightRead();
  const remove = useDeleteInsight();
  const shown = insights.data?.slice(0, DASHBOARD_INSIGHTS);

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
      <QueryView
        query={insights}
        loading={
          <SkeletonGrid
            count={DASHBOARD_INSIGHTS}
            className={GRID}
            itemClassName="h-44 rounded-2xl"
          />
        }
        error="Your insights could not be loaded."
        errorSize="section"
        empty={
          <EmptyState
            size="section"
            description="Find out which celebrity dresses like you, or learn the story behind a piece you own."
            className="gap-3 py-8"
          >
            {generateButton}
          </EmptyState>
        }
      >
        {(all) => (
          <ul className={`grid ${GRID}`}>
            {all.slice(0, DASHBOARD_INSIGHTS).map((insight) => (
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
      </QueryView>
    </section>
  );
}
