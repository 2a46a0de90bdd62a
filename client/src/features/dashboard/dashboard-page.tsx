import { Plus, Sparkles } from 'lucide-react';
import { Suspense, useMemo, useState } from 'react';
import { Link } from 'wouter';
import { PageHeader } from '@/components/page-header.tsx';
import { Button } from '@/components/ui/button.tsx';
import { Skeleton } from '@/components/ui/skeleton.tsx';
import { paths } from '@/lib/paths.ts';
import { displayName, useSignedInUser } from '@/features/auth/public.ts';
import { TodayCard } from '@/features/today/public.ts';
import { AddItemDialog, BulkAddDialog, useWardrobeItems } from '@/features/wardrobe/public.ts';
import { cn } from '@/lib/utils.ts';
import { useStyleProfile, useStyleTip } from './ai-api.ts';
import { AiSuggestions } from './components/ai-suggestions.tsx';
import { DashboardSearch } from './components/dashboard-search.tsx';
import { FashionInsights } from './components/fashion-insights.tsx';
import { FloatingAddButton } from './components/floating-add-button.tsx';
import { NextSteps } from './components/next-steps.tsx';
import { RecentlyAdded } from './components/recently-added.tsx';
import { StatCards } from './components/stat-cards.tsx';
import { StyleProfileCard } from './components/style-profile-card.tsx';
import { StyleTipCard } from './components/style-tip-card.tsx';
import { dashboardStats } from './dashboard-stats.ts';
import { formatDate } from '@/lib/format.ts';

type OpenDialog = 'add' | 'bulk' | null;

/** Home (spec §2 Dashboard): greeting, the wardrobe's numbers, the newest pieces, next steps. */
export function DashboardPage() {
  const name = displayName(useSignedInUser());
  const [dialog, setDialog] = useState<OpenDialog>(null);
  const wardrobe = useWardrobeItems();
  const { data: items, isError } = wardrobe;
  const { data: tip, isPending: tipPending } = useStyleTip();
  const { data: profile } = useStyleProfile();
  const stats = useMemo(() => (items ? dashboardStats(items) : null), [items]);
  const openAdd = () => setDialog('add');

  return (
    // Room at the end so the floating add button never sits on the last card.
    <div className="flex flex-col gap-10 pb-20 sm:gap-12">
      <div className="flex flex-col gap-5">
        <PageHeader
          eyebrow={formatDate(new Date(), 'weekday')}
          title={`Welcome back, ${name}`}
          actions={
            <>
              <Button className="flex-1 sm:flex-none" onClick={openAdd}>
                <Plus aria-hidden="true" />
                Add Items
              </Button>
              <Button asChild variant="outline" className="flex-1 sm:flex-none">
                <Link href={paths.outfitGenerator}>
                  <Sparkles aria-hidden="true" />
                  Generate Outfit
                </Link>
              </Button>
            </>
          }
        />
        <DashboardSearch items={items} />
      </div>

      {/* Its place is kept while the wardrobe loads; an empty wardrobe has no card. */}
      {!isError && (!items || items.length > 0) && <TodayCard />}

      {!isError && (
        <section aria-label="Wardrobe at a glance">
          <StatCards stats={stats} />
        </section>
      )}

      {tip?.tip ? (
        <StyleTipCard tip={tip} />
      ) : (
        // Holds the tip's place while it loads, so the page below does not jump.
        !isError &&
        tipPending && <Skeleton className="h-64 rounded-3xl sm:h-32" aria-hidden="true" />
      )}

      {!isError && <RecentlyAdded wardrobe={wardrobe} onAdd={openAdd} />}

      <div
        className={cn(
          'grid gap-10 sm:gap-12 lg:gap-6',
          profile && profile.totalItems > 0 && 'lg:grid-cols-[minmax(0,2fr)_minmax(0,1fr)]',
        )}
      >
        <AiSuggestions items={items} />
        {profile && profile.totalItems > 0 && (
          <div className="lg:pt-11">
            <StyleProfileCard profile={profile} />
          </div>
        )}
      </div>
      <FashionInsights />

      {items && <NextSteps hasItems={items.length > 0} />}

      <FloatingAddButton onClick={openAdd} />
      <Suspense>
        {dialog === 'add' && (
          <AddItemDialog
            open
            onOpenChange={(open) => setDialog(open ? 'add' : null)}
            onAddMany={() => setDialog('bulk')}
          />
        )}
        {dialog === 'bulk' && (
          <BulkAddDialog open onOpenChange={(open) => setDialog(open ? 'bulk' : null)} />
        )}
      </Suspense>
    </div>
  );
}
