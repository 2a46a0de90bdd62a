import {
  TEMPERATURE_MAX,
  TEMPERATURE_MIN,
  TEMPERATURE_STEP,
  WEATHERS,
  type Weather,
} from '@contract/outfits.ts';
import { TRIP_DAYS_MAX, type PackingSuggestion } from '@contract/packing-lists.ts';
import { Cloud, CloudRain, Sparkles, Sun, type LucideIcon } from 'lucide-react';
import { LabelledField } from '@/components/labelled-field.tsx';
import { Button } from '@/components/ui/button.tsx';
import { Form, FormField } from '@/components/ui/form.tsx';
import { Input } from '@/components/ui/input.tsx';
import { Slider } from '@/components/ui/slider.tsx';
import { Spinner } from '@/components/ui/spinner.tsx';
import { useZodForm } from '@/lib/forms/use-zod-form.ts';
import { cn } from '@/lib/utils.ts';
import { useSuggestPacking } from '../api.ts';
import { suggestFormDefaults, suggestFormSchema } from '../suggest-form.ts';

const WEATHER: Record<Weather, { label: string; icon: LucideIcon }> = {
  sunny: { label: 'Sunny', icon: Sun },
  cloudy: { label: 'Cloudy', icon: Cloud },
  rainy: { label: 'Rainy', icon: CloudRain },
};

interface SuggestPanelProps {
  /** The trip's length from its dates, when it has both. */
  initialDays: number | null;
  onSuggested: (suggestion: PackingSuggestion) => void;
}

/** "Suggest what to pack": the trip's length and expected weather go to the stylist. */
export function SuggestPanel({ initialDays, onSuggested }: SuggestPanelProps) {
  // Checked as typed, so Suggest stays disabled while the days are not a trip's length.
  const form = useZodForm(suggestFormSchema, {
    defaultValues: suggestFormDefaults(initialDays),
    mode: 'onChange',
  });
  const suggest = useSuggestPacking();

  return (
    <Form {...form}>
      <form
        aria-labelledby="suggest-heading"
        noValidate
        onSubmit={form.handleSubmit((body) => suggest.mutate(body, { onSuccess: onSuggested }))}
        className="grid gap-4 rounded-2xl border bg-accent/40 p-4 sm:p-5"
      >
        <div>
          <h3 id="suggest-heading" className="flex items-center gap-2 font-medium">
            <Sparkles className="size-4 text-brand" aria-hidden="true" />
            Suggest what to pack
          </h3>
          <p className="mt-1 text-[13px] text-muted-foreground">
            A small set of your clean pieces that mix and match for every day of the trip.
          </p>
        </div>
        <div className="grid gap-4 sm:grid-cols-[7rem_1fr]">
          <LabelledField control={form.control} name="days" label="Days">
            {(field) => (
              <Input type="number" inputMode="numeric" min={1} max={TRIP_DAYS_MAX} {...field} />
            )}
          </LabelledField>
          <FormField
            control={form.control}
            name="weather"
            render={({ field }) => (
              <div className="grid content-start gap-2">
                <span id="suggest-weather" className="text-sm font-medium">
                  Weather
                </span>
                <div
                  role="group"
                  aria-labelledby="suggest-weather"
                  className="flex flex-wrap gap-2"
                >
                  {WEATHERS.map((w) => {
                    const { label, icon: Icon } = WEATHER[w];
                    return (
                      <button
                        key={w}
                        type="button"
                        aria-pressed={field.value === w}
                        onClick={() => field.onChange(w)}
                        className={cn(
                          'inline-flex h-9 items-center gap-1.5 rounded-full border px-3.5 text-sm transition-colors outline-none focus-visible:ring-[3px] focus-visible:ring-ring/50',
                          field.value === w
                            ? 'border-brand bg-brand text-brand-foreground'
                            : 'bg-card hover:border-foreground/25',
                        )}
                      >
                        <Icon className="size-4" aria-hidden="true" />
                        {label}
                      </button>
                    );
                  })}
                </div>
              </div>
            )}
          />
        </div>
        <FormField
          control={form.control}
          name="temperature"
          render={({ field }) => (
            <div className="grid gap-3">
              <div className="flex items-center justify-between text-sm">
                <span id="suggest-temperature" className="font-medium">
                  Temperature
                </span>
                <span className="tabular-nums text-muted-foreground">{field.value}°F</span>
              </div>
              <Slider
                aria-labelledby="suggest-temperature"
                min={TEMPERATURE_MIN}
                max={TEMPERATURE_MAX}
                step={TEMPERATURE_STEP}
                value={[field.value]}
                onValueChange={([t]) => field.onChange(t ?? 70)}
              />
            </div>
          )}
        />
        <Button
          type="submit"
          variant="brand"
          className="justify-self-start"
          disabled={!form.formState.isValid || suggest.isPending}
        >
          {suggest.isPending ? (
            <Spinner decorative className="text-current" />
          ) : (
            <Sparkles aria-hidden="true" />
          )}
          {suggest.isPending ? 'Suggesting...' : 'Suggest'}
        </Button>
      </form>
    </Form>
  );
}
