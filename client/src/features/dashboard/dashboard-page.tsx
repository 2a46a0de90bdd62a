import { format } from 'date-fns';
import { ArrowRight, CalendarDays, Camera, Plus, Sparkles, type LucideIcon } from 'lucide-react';
import { useMemo, useState } from 'react';
import { Link } from 'wouter';
import { Button } from '@/components/ui/button.tsx';
import { Skeleton } from '@/components/ui/skeleton.tsx';
import { paths } from '@/lib/paths.ts';
import { useAuth, displayName } from '@/features/auth/public.ts';
import { useWardrobeItems, AddItemDialog, BulkAddDialog } from '@/features/wardrobe/public.ts';
import { cn } from '@/lib/utils.ts';
import { useStyleProfile, useStyleTip } from './ai-api.ts';
import { AiSuggestions } from './components/ai-suggestions.tsx';
import { FashionInsights } from './components/fashion-insights.tsx';
import { FloatingAddButton } from './components/floating-add-button.tsx';
import { RecentlyAdded } from './components/recently-added.tsx';
import { StatCards } from './components/stat-cards.tsx';
import { StyleProfileCard } from './components/style-profile-card.tsx';
import { StyleTipCard } from './components/style-tip-card.tsx';
import { dashboardStats } from './dashboard-stats.ts';

// Soft fabric-like tints (clay, sand, sage) so the first screen is not a wall of white cards.
const stepTints = [
  'bg-[radial-gradient(120%_120%_at_0%_0%,oklch(0.93_0.04_45),oklch(0.96_0.015_60))] dark:bg-[radial-gradient(120%_120%_at_0%_0%,oklch(0.32_0.05_45),oklch(0.24_0.015_50))]',
  'bg-[radial-gradient(120%_120%_at_100%_0%,oklch(0.94_0.035_80),oklch(0.965_0.012_75))] dark:bg-[radial-gradient(120%_120%_at_100%_0%,oklch(0.33_0.045_80),oklch(0.24_0.012_60))]',
  'bg-[radial-gradient(120%_120%_at_50%_100%,oklch(0.93_0.03_150),oklch(0.965_0.01_120))] dark:bg-[radial-gradient(120%_120%_at_50%_100%,oklch(0.31_0.04_150),oklch(0.24_0.01_100))]',
];

const firstSteps: { icon: LucideIcon; title: string; text: string; href: string; cta: string }[] = [
  {
    icon: Camera,
    title: 'Add your pieces',
    text: 'Take or upload a photo; the AI scan reads its colours and fills in the details for you.',
    href: paths.wardrobe,
    cta: 'Open My Wardrobe',
  },
  {
    icon: Sparkles,
    title: 'Generate an outfit',
    text: 'Choose the occasion and the weather, and get looks made from what you own.',
    href: paths.outfitGenerator,
    cta: 'Open Outfit Generator',
  },
  {
    icon: CalendarDays,
    title: 'Plan ahead',
    text: 'Put outfits on your calendar for the days and events coming up.',
    href: paths.calendar,
    cta: 'Open Outfit Calendar',
  },
];

/** Home (spec §2 Dashboard): greeting, the wardrobe's numbers, the newest pieces, next steps. */
export function DashboardPage() {
  const { user } = useAuth();
  if (!user) return null;
  return <Dashboard name={displayName(user)} />;
}

type OpenDialog = 'add' | 'bulk' | null;

function Dashboard({ name }: { name: string }) {
  const [dialog, setDialog] = useState<OpenDialog>(null);
  const { data: items, isError, dataUpdatedAt } = useWardrobeItems();
  const { data: tip, isPending: tipPending } = useStyleTip(items?.length);
  const { data: profile } = useStyleProfile(items ? dataUpdatedAt : undefined);
  const stats = useMemo(() => (items ? dashboardStats(items) : null), [items]);
  const openAdd = () => setDialog('add');
  // Once pieces exist, the first step is done: the real numbers and photos take its place.
  const steps = items && items.length > 0 ? firstSteps.slice(1) : firstSteps;

  return (
    <div className="flex flex-col gap-10 sm:gap-12">
      <header className="flex flex-col gap-6 sm:flex-row sm:items-end sm:justify-between">
        <div>
          <p className="text-sm font-medium text-muted-foreground">
            {format(new Date(), 'EEEE, MMMM d')}
          </p>
          <h1 className="mt-1.5 font-display text-[2rem] leading-tight font-medium tracking-tight sm:text-4xl">
            Welcome back, {name}
          </h1>
        </div>
        <div className="flex gap-3">
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
        </div>
      </header>

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

      {!isError && <RecentlyAdded items={items} onAdd={openAdd} />}

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

      {items && (
        <section aria-labelledby="getting-started" className="flex flex-col gap-5">
          <div>
            <h2 id="getting-started" className="text-lg font-semibold tracking-tight">
              {items.length > 0 ? 'Next steps' : 'Getting started'}
            </h2>
            <p className="mt-1 text-sm text-muted-foreground">
              {items.length > 0
                ? 'Your wardrobe is in. Put it to work:'
                : 'Everything here grows from your own wardrobe. Three steps to your first look:'}
            </p>
          </div>
          <ol className={cn('grid gap-4', steps.length > 2 ? 'md:grid-cols-3' : 'md:grid-cols-2')}>
            {steps.map(({ icon: Icon, title, text, href, cta }, index) => (
              <li key={title}>
                <Link
                  href={href}
                  className="group flex h-full overflow-hidden rounded-2xl border bg-card shadow-soft transition-[box-shadow,border-color,transform] outline-none hover:-translate-y-0.5 hover:border-foreground/15 hover:shadow-lift focus-visible:ring-[3px] focus-visible:ring-ring/50 md:flex-col"
                >
                  <div
                    aria-hidden="true"
                    className={cn(
                      'relative flex w-24 shrink-0 items-center justify-center overflow-hidden sm:w-32 md:h-36 md:w-auto',
                      stepTints[(index + firstSteps.length - steps.length) % stepTints.length],
                    )}
                  >
                    <span className="absolute top-2 left-3 font-display text-xl text-foreground/35 md:top-3 md:left-4 md:text-2xl">
                      {index + 1}
                    </span>
                    <span className="flex size-12 items-center justify-center rounded-full bg-card/70 shadow-soft ring-1 ring-foreground/5 backdrop-blur-sm transition-transform duration-300 group-hover:scale-105 md:size-16">
                      <Icon className="size-5 text-brand md:size-7" strokeWidth={1.5} />
                    </span>
                  </div>
                  <div className="flex flex-1 flex-col p-4 sm:p-5 md:p-6">
                    <h3 className="font-semibold">{title}</h3>
                    <p className="mt-1.5 flex-1 text-sm leading-relaxed text-muted-foreground">
                      {text}
                    </p>
                    <span className="mt-3 inline-flex items-center gap-1.5 text-sm font-medium md:mt-5">
                      {cta}
                      <ArrowRight
                        className="size-4 transition-transform group-hover:translate-x-0.5"
                        aria-hidden="true"
                      />
                    </span>
                  </div>
                </Link>
              </li>
            ))}
          </ol>
        </section>
      )}

      <FloatingAddButton onClick={openAdd} />
      <AddItemDialog
        open={dialog === 'add'}
        onOpenChange={(open) => setDialog(open ? 'add' : null)}
        onAddMany={() => setDialog('bulk')}
      />
      <BulkAddDialog
        open={dialog === 'bulk'}
        onOpenChange={(open) => setDialog(open ? 'bulk' : null)}
      />
    </div>
  );
}
