import { ArrowRight, CalendarDays, Camera, Sparkles, type LucideIcon } from 'lucide-react';
import { Link } from 'wouter';
import { paths } from '@/lib/paths.ts';
import { cn } from '@/lib/utils.ts';

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

/**
 * What to do next, as three illustrated links. Once pieces exist, the first step is done: the
 * real numbers and photos take its place.
 */
export function NextSteps({ hasItems }: { hasItems: boolean }) {
  const steps = hasItems ? firstSteps.slice(1) : firstSteps;
  return (
    <section aria-labelledby="getting-started" className="flex flex-col gap-5">
      <div>
        <h2 id="getting-started" className="text-lg font-semibold tracking-tight">
          {hasItems ? 'Next steps' : 'Getting started'}
        </h2>
        <p className="mt-1 text-sm text-muted-foreground">
          {hasItems
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
  );
}
