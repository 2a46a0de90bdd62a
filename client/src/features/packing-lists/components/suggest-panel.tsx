import {
  TEMPERATURE_MAX,
  TEMPERATURE_MIN,
  TEMPERATURE_STEP,
  WEATHERS,
  type Weather,
} from '@contract/outfits.ts';
import { TRIP_DAYS_MAX, type PackingSuggestion } from '@contract/packing-lists.ts';
import { Cloud, CloudRain, Sparkles, Sun, type LucideIcon } from 'lucide-react';
import { useState } from 'react';
import { Button } from '@/components/ui/button.tsx';
import { Input } from '@/components/ui/input.tsx';
import { Label } from '@/components/ui/label.tsx';
import { Slider } from '@/components/ui/slider.tsx';
import { Spinner } from '@/components/ui/spinner.tsx';
import { cn } from '@/lib/utils.ts';
import { useSuggestPacking } from '../api.ts';

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
  const [days, setDays] = useState(String(Math.min(initialDays ?? 3, TRIP_DAYS_MAX)));
  const [weather, setWeather] = useState<Weather>('sunny');
  const [temperature, setTemperature] = useState(70);
  const suggest = useSuggestPacking();
  const dayCount = Number(days);
  const daysValid = Number.isInteger(dayCount) && dayCount >= 1 && dayCount <= TRIP_DAYS_MAX;

  return (
    <section
      aria-labelledby="suggest-heading"
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
        <div className="grid gap-2">
          <Label htmlFor="suggest-days">Days</Label>
          <Input
            id="suggest-days"
            type="number"
            inputMode="numeric"
            min={1}
            max={TRIP_DAYS_MAX}
            value={days}
            aria-invalid={!daysValid || undefined}
            onChange={(e) => setDays(e.target.value)}
          />
        </div>
        <div className="grid gap-2">
          <span id="suggest-weather" className="text-sm font-medium">
            Weather
          </span>
          <div role="group" aria-labelledby="suggest-weather" className="flex flex-wrap gap-2">
            {WEATHERS.map((w) => {
              const { label, icon: Icon } = WEATHER[w];
              return (
                <button
                  key={w}
                  type="button"
                  aria-pressed={weather === w}
                  onClick={() => setWeather(w)}
                  className={cn(
                    'inline-flex h-9 items-center gap-1.5 rounded-full border px-3.5 text-sm transition-colors outline-none focus-visible:ring-[3px] focus-visible:ring-ring/50',
                    weather === w
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
      </div>
      <div className="grid gap-3">
        <div className="flex items-center justify-between text-sm">
          <span id="suggest-temperature" className="font-medium">
            Temperature
          </span>
          <span className="tabular-nums text-muted-foreground">{temperature}°F</span>
        </div>
        <Slider
          aria-labelledby="suggest-temperature"
          min={TEMPERATURE_MIN}
          max={TEMPERATURE_MAX}
          step={TEMPERATURE_STEP}
          value={[temperature]}
          onValueChange={([t]) => setTemperature(t ?? 70)}
        />
      </div>
      <Button
        type="button"
        variant="brand"
        className="justify-self-start"
        disabled={!daysValid || suggest.isPending}
        onClick={() =>
          suggest.mutate({ days: dayCount, weather, temperature }, { onSuccess: onSuggested })
        }
      >
        {suggest.isPending ? (
          <Spinner decorative className="text-current" />
        ) : (
          <Sparkles aria-hidden="true" />
        )}
        {suggest.isPending ? 'Suggesting...' : 'Suggest'}
      </Button>
    </section>
  );
}
