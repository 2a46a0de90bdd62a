import type { StyleTip } from '@contract/ai.ts';
import { ArrowRight, Lightbulb } from 'lucide-react';
import { Link } from 'wouter';
import { Button } from '@/components/ui/button.tsx';
import { generatorPath } from '@/lib/paths.ts';
import { occasionLabel, weatherLabel } from '@/features/outfits/public.ts';

/** Spec §2: the AI Style Tip of the Day; 'Try This Look' opens the generator set for the tip. */
export function StyleTipCard({ tip }: { tip: StyleTip }) {
  return (
    <section
      aria-labelledby="style-tip"
      className="relative overflow-hidden rounded-3xl border bg-[radial-gradient(120%_140%_at_0%_0%,oklch(0.93_0.045_50),oklch(0.97_0.012_70)_60%)] p-5 shadow-soft sm:p-7 dark:bg-[radial-gradient(120%_140%_at_0%_0%,oklch(0.33_0.06_45),oklch(0.22_0.01_50)_60%)]"
    >
      <div className="flex flex-col gap-5 sm:flex-row sm:items-center sm:gap-7">
        <span className="flex size-12 shrink-0 items-center justify-center rounded-full bg-card/80 shadow-soft ring-1 ring-foreground/5 sm:size-14">
          <Lightbulb className="size-5 text-brand sm:size-6" strokeWidth={1.6} aria-hidden="true" />
        </span>
        <div className="min-w-0 flex-1">
          <h2
            id="style-tip"
            className="text-xs font-semibold tracking-[0.08em] text-accent-foreground uppercase"
          >
            AI Style Tip of the Day
          </h2>
          <p className="mt-2 font-display text-lg leading-snug text-pretty sm:text-xl">{tip.tip}</p>
          <p className="mt-2 text-xs text-muted-foreground">
            For {occasionLabel(tip.occasion).toLowerCase()} ·{' '}
            {weatherLabel(tip.weather).toLowerCase()}
            {tip.note && <> · {tip.note}</>}
          </p>
        </div>
        <Button asChild className="shrink-0 self-start sm:self-center">
          <Link href={generatorPath({ occasion: tip.occasion, weather: tip.weather })}>
            Try This Look
            <ArrowRight aria-hidden="true" />
          </Link>
        </Button>
      </div>
    </section>
  );
}
