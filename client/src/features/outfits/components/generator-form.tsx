import type { AlterEgo } from '@contract/alter-egos.ts';
import {
  OCCASIONS,
  STYLE_PREFERENCES,
  TEMPERATURE_MAX,
  TEMPERATURE_MIN,
  TEMPERATURE_STEP,
  WEATHERS,
  type Occasion,
  type StylePreference,
  type Weather,
} from '@contract/outfits.ts';
import { OCCASION_TEXT_MAX } from '@contract/outfits-values.ts';
import { occasionForPersona } from '@contract/persona-occasion.ts';
import type { WardrobeItem } from '@contract/wardrobe.ts';
import { Sparkles, Thermometer, UserRound, X } from 'lucide-react';
import type { ReactNode } from 'react';
import { Button } from '@/components/ui/button.tsx';
import { Input } from '@/components/ui/input.tsx';
import {
  Select,
  SelectContent,
  SelectItem,
  SelectTrigger,
  SelectValue,
} from '@/components/ui/select.tsx';
import { Slider } from '@/components/ui/slider.tsx';
import { Spinner } from '@/components/ui/spinner.tsx';
import { FilterChip } from '@/components/filter-chip.tsx';
import { ItemPhoto } from '@/components/item-photo.tsx';
import { cn } from '@/lib/utils.ts';
import { OCCASION_OPTIONS, WEATHER_OPTIONS } from '../outfit-labels.ts';

export const NO_PERSONA = 'none';

/** Choosing a persona also sets the occasion its own occasions name (the rest stays as set). */
function withPersona(settings: GeneratorSettings, persona: string, egos: readonly AlterEgo[]) {
  const ego = egos.find((candidate) => candidate.id === persona);
  const occasion = ego ? occasionForPersona(ego.occasions) : undefined;
  return { ...settings, persona, occasion: occasion ?? settings.occasion };
}

export interface GeneratorSettings {
  occasion: Occasion;
  /** The occasion in the user's own words; '' for none. The button is the fallback. */
  occasionText: string;
  weather: Weather;
  temperature: number;
  stylePreferences: StylePreference[];
  /** An alter ego's id, or NO_PERSONA. */
  persona: string;
}

interface GeneratorFormProps {
  settings: GeneratorSettings;
  onChange: (next: GeneratorSettings) => void;
  alterEgos: readonly AlterEgo[];
  anchor: WardrobeItem | null;
  onClearAnchor: () => void;
  onGenerate: () => void;
  generating: boolean;
  /** False with an empty wardrobe: the button then does nothing (spec §2). */
  canGenerate: boolean;
  /** The id of the text explaining why generation is unavailable. */
  describedBy?: string;
  /** Under the temperature: where the weather came from (today's forecast), or why not. */
  weatherNote?: ReactNode;
}

function Fieldset({
  legend,
  children,
  aside,
}: {
  legend: string;
  children: ReactNode;
  aside?: ReactNode;
}) {
  return (
    <fieldset className="grid gap-3">
      <div className="flex items-center justify-between gap-3">
        <legend className="text-sm font-semibold">{legend}</legend>
        {aside}
      </div>
      {children}
    </fieldset>
  );
}

function ChoiceButton({
  selected,
  onClick,
  icon: Icon,
  children,
}: {
  selected: boolean;
  onClick: () => void;
  icon: typeof Sparkles;
  children: ReactNode;
}) {
  return (
    <button
      type="button"
      aria-pressed={selected}
      onClick={onClick}
      className={cn(
        'flex h-full min-h-16 cursor-pointer flex-col items-center justify-center gap-1.5 rounded-xl border px-2 py-2.5 text-[13px] font-medium transition-[color,background-color,border-color,box-shadow] outline-none focus-visible:ring-[3px] focus-visible:ring-ring/50',
        selected
          ? 'border-primary bg-primary text-primary-foreground shadow-soft'
          : 'border-border bg-card text-foreground/80 hover:border-foreground/25 hover:text-foreground',
      )}
    >
      <Icon className="size-[18px]" strokeWidth={1.75} aria-hidden="true" />
      {children}
    </button>
  );
}

/** The generator's inputs (spec §2): persona, occasion, weather, temperature, style chips, Generate. */
export function GeneratorForm({
  settings,
  onChange,
  alterEgos,
  anchor,
  onClearAnchor,
  onGenerate,
  generating,
  canGenerate,
  describedBy,
  weatherNote,
}: GeneratorFormProps) {
  const set = <K extends keyof GeneratorSettings>(key: K, value: GeneratorSettings[K]) =>
    onChange({ ...settings, [key]: value });
  const persona = alterEgos.find((ego) => ego.id === settings.persona) ?? null;

  function togglePreference(preference: StylePreference) {
    const chosen = settings.stylePreferences.includes(preference);
    set(
      'stylePreferences',
      chosen
        ? settings.stylePreferences.filter((p) => p !== preference)
        : STYLE_PREFERENCES.filter(
            (p) => p === preference || settings.stylePreferences.includes(p),
          ),
    );
  }

  return (
    <form
      aria-label="Outfit settings"
      onSubmit={(event) => {
        event.preventDefault();
        onGenerate();
      }}
      className="grid gap-7 rounded-3xl border bg-card p-5 shadow-soft sm:p-6"
    >
      {anchor && (
        <div className="flex items-center gap-3 rounded-2xl bg-accent/70 p-2.5 pr-3">
          <ItemPhoto
            src={anchor.thumbnailUrl ?? anchor.imageUrl}
            cutout={anchor.displayImage === 'cutout'}
            alt={anchor.name}
            className="size-14 shrink-0 rounded-xl"
          />
          <div className="min-w-0 flex-1">
            <p className="text-xs font-medium text-muted-foreground">Building around</p>
            <p className="truncate text-sm font-semibold">{anchor.name}</p>
          </div>
          <Button
            size="icon-sm"
            variant="ghost"
            aria-label={`Stop building around ${anchor.name}`}
            onClick={onClearAnchor}
          >
            <X aria-hidden="true" />
          </Button>
        </div>
      )}

      {alterEgos.length > 0 && (
        <div className="grid gap-3">
          <label
            htmlFor="style-persona"
            className="flex items-center gap-1.5 text-sm font-semibold"
          >
            <UserRound className="size-4 text-brand" aria-hidden="true" />
            Style Persona
          </label>
          <Select
            value={settings.persona}
            onValueChange={(value) => onChange(withPersona(settings, value, alterEgos))}
          >
            <SelectTrigger id="style-persona">
              <SelectValue />
            </SelectTrigger>
            <SelectContent>
              <SelectItem value={NO_PERSONA}>None (Default Style)</SelectItem>
              {alterEgos.map((ego) => (
                <SelectItem key={ego.id} value={ego.id}>
                  {ego.name}
                </SelectItem>
              ))}
            </SelectContent>
          </Select>
          {persona?.description && (
            <p className="text-sm leading-relaxed text-muted-foreground">{persona.description}</p>
          )}
        </div>
      )}

      <Fieldset legend="Occasion">
        <div className="grid grid-cols-3 gap-2">
          {OCCASIONS.map((occasion) => (
            <ChoiceButton
              key={occasion}
              selected={settings.occasion === occasion}
              onClick={() => set('occasion', occasion)}
              icon={OCCASION_OPTIONS[occasion].icon}
            >
              {OCCASION_OPTIONS[occasion].label}
            </ChoiceButton>
          ))}
        </div>
        <div className="grid gap-1.5">
          <label htmlFor="occasion-text" className="text-sm font-medium">
            Or describe the occasion
          </label>
          <Input
            id="occasion-text"
            value={settings.occasionText}
            onChange={(event) => set('occasionText', event.target.value)}
            maxLength={OCCASION_TEXT_MAX}
            placeholder="e.g. Indian wedding, hiking then dinner"
            autoComplete="off"
            enterKeyHint="go"
            aria-describedby="occasion-text-hint"
          />
          <p id="occasion-text-hint" className="text-xs leading-relaxed text-muted-foreground">
            The stylist reads your words; the occasion chosen above is used if it can&rsquo;t.
          </p>
        </div>
      </Fieldset>

      <Fieldset legend="Weather">
        <div className="grid grid-cols-3 gap-2">
          {WEATHERS.map((weather) => (
            <ChoiceButton
              key={weather}
              selected={settings.weather === weather}
              onClick={() => set('weather', weather)}
              icon={WEATHER_OPTIONS[weather].icon}
            >
              {WEATHER_OPTIONS[weather].label}
            </ChoiceButton>
          ))}
        </div>
      </Fieldset>

      <Fieldset
        legend="Temperature"
        aside={
          <output
            htmlFor="temperature"
            className="inline-flex items-center gap-1 rounded-full bg-muted px-2.5 py-1 text-sm font-semibold tabular-nums"
          >
            <Thermometer className="size-3.5 text-brand" aria-hidden="true" />
            {settings.temperature}°F
          </output>
        }
      >
        <Slider
          id="temperature"
          thumbLabel="Temperature (°F)"
          min={TEMPERATURE_MIN}
          max={TEMPERATURE_MAX}
          step={TEMPERATURE_STEP}
          value={[settings.temperature]}
          onValueChange={([value]) => {
            if (value !== undefined) set('temperature', value);
          }}
          className="py-2"
        />
        <div
          className="flex justify-between text-xs text-muted-foreground tabular-nums"
          aria-hidden="true"
        >
          <span>{TEMPERATURE_MIN}°F</span>
          <span>{TEMPERATURE_MAX}°F</span>
        </div>
        {weatherNote}
      </Fieldset>

      <Fieldset legend="Style Preferences">
        <div className="flex flex-wrap gap-2">
          {STYLE_PREFERENCES.map((preference) => (
            <FilterChip
              key={preference}
              selected={settings.stylePreferences.includes(preference)}
              onClick={() => togglePreference(preference)}
            >
              {preference}
            </FilterChip>
          ))}
        </div>
      </Fieldset>

      <Button
        type="submit"
        size="lg"
        variant="brand"
        disabled={generating || !canGenerate}
        aria-describedby={describedBy}
      >
        {generating ? (
          <Spinner decorative className="text-current" />
        ) : (
          <Sparkles aria-hidden="true" />
        )}
        {generating ? 'Generating...' : 'Generate Outfit'}
      </Button>
    </form>
  );
}
