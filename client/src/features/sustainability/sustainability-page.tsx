import { Leaf, Share2, Target } from 'lucide-react';
import { useState } from 'react';
import { PageHeader } from '@/components/page-header.tsx';
import { QueryView } from '@/components/query-view.tsx';
import { Button } from '@/components/ui/button.tsx';
import { Skeleton } from '@/components/ui/skeleton.tsx';
import { toast } from '@/lib/toast.ts';
import { useSustainabilityStats } from './api.ts';
import { GoalDialog } from './components/goal-dialog.tsx';
import { GoalsPanel } from './components/goals-panel.tsx';
import { StatCards, WardrobeUsage } from './components/impact-cards.tsx';
import { Achievements, ImpactEstimates } from './components/impact-estimates.tsx';
import { MonthlyTrend } from './components/monthly-trend.tsx';
import { impactShareText, shareImpact } from './share-text.ts';

/** 'Your Fashion Impact' (spec §2), every number from the user's own wardrobe and wear log. */
export function SustainabilityPage() {
  const impact = useSustainabilityStats();
  const stats = impact.data;
  const [goalOpen, setGoalOpen] = useState(false);

  async function onShare() {
    if (!stats) return;
    try {
      const outcome = await shareImpact(impactShareText(stats));
      if (outcome === 'copied')
        toast({ title: 'Copied to clipboard', description: 'Your numbers are ready to paste.' });
    } catch {
      toast({
        title: 'Could not share',
        description: 'Your browser refused to share or copy.',
        variant: 'destructive',
      });
    }
  }

  return (
    <div className="flex flex-col gap-8">
      <PageHeader
        eyebrow={
          <span className="inline-flex items-center gap-1.5">
            <Leaf className="size-3.5" aria-hidden="true" /> Sustainability
          </span>
        }
        title="Your Fashion Impact"
        description="What your wardrobe gives back when you wear what you own."
        actions={
          <div className="flex gap-2">
            <Button variant="outline" onClick={() => void onShare()} disabled={!stats}>
              <Share2 aria-hidden="true" />
              Share
            </Button>
            <Button onClick={() => setGoalOpen(true)}>
              <Target aria-hidden="true" />
              Set New Goal
            </Button>
          </div>
        }
      />
      <QueryView
        query={impact}
        loading={
          <div className="grid gap-4" aria-busy="true">
            <div className="grid grid-cols-2 gap-3 lg:grid-cols-4">
              {[0, 1, 2, 3].map((k) => (
                <Skeleton key={k} className="h-28 rounded-2xl" />
              ))}
            </div>
            <Skeleton className="h-72 rounded-3xl" />
          </div>
        }
        error="Your impact could not be loaded."
      >
        {(loaded) => (
          <>
            <StatCards stats={loaded} />
            <div className="grid gap-6 xl:grid-cols-2">
              <WardrobeUsage stats={loaded} />
              <MonthlyTrend months={loaded.monthlyWears} />
            </div>
            {/* Goals and achievements share a column, so neither side runs far past the other. */}
            <div className="grid items-start gap-6 xl:grid-cols-2">
              <div className="grid gap-6">
                <GoalsPanel onSetGoal={() => setGoalOpen(true)} />
                <Achievements achievements={loaded.achievements} />
              </div>
              <ImpactEstimates stats={loaded} />
            </div>
          </>
        )}
      </QueryView>
      <GoalDialog open={goalOpen} onOpenChange={setGoalOpen} />
    </div>
  );
}
