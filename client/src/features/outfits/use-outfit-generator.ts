import {
  DEFAULT_TEMPERATURE,
  OUTFIT_DESCRIPTION_MAX,
  PERSONA_TEXT_MAX,
  SEED_MAX,
  type GenerateOutfitsBody,
  type GenerateOutfitsResponse,
  type Occasion,
  type Weather,
} from '@contract/outfits.ts';
import type { WardrobeItem } from '@contract/wardrobe.ts';
import { useCallback, useEffect, useMemo, useState } from 'react';
import { useLocation, useSearch } from 'wouter';
import { useAlterEgos } from '@/features/alter-egos/public.ts';
import { useWardrobeItems } from '@/features/wardrobe/public.ts';
import { errorMessage } from '@/lib/error-message.ts';
import { generatorPath } from '@/lib/paths.ts';
import { ApiError } from '@/lib/request-json.ts';
import { toast } from '@/lib/toast.ts';
import { useCreateOutfit, useGenerateOutfits, useOutfits } from './api.ts';
import { NO_PERSONA, type GeneratorSettings } from './components/generator-form.tsx';
import { distinctOutfitName, readGeneratorPreset, savedOutfitName } from './generator-preset.ts';
import { useForecastSettings } from './use-forecast-settings.ts';

/** What a set of suggestions was generated with: Save and Refresh reuse it. */
export interface Generation {
  /** The button's occasion, or the nearest one to the words the stylist read: what a save is filed under. */
  occasion: Occasion;
  /** The occasion in the user's own words, when given. */
  occasionText: string | null;
  weather: Weather;
  temperature: number;
  alterEgoId: string | null;
  anchorItemId: string | null;
  answer: GenerateOutfitsResponse;
}

export function randomSeed(): number {
  const [value = 0] = crypto.getRandomValues(new Uint32Array(1));
  return value % (SEED_MAX + 1);
}

/**
 * The generator's state: settings (preset by a link's query), the wardrobe and personas they
 * draw on, the latest suggestions, and which of them were liked and saved.
 */
export function useOutfitGenerator({ onGenerated }: { onGenerated: () => void }) {
  const search = useSearch();
  const [, navigate] = useLocation();
  const preset = useMemo(() => readGeneratorPreset(search), [search]);
  const [settings, setSettings] = useState<GeneratorSettings>(() => ({
    occasion: preset.occasion,
    occasionText: '',
    weather: preset.weather,
    temperature: DEFAULT_TEMPERATURE,
    stylePreferences: [],
    persona: preset.persona ?? NO_PERSONA,
  }));
  const applyForecast = useCallback(
    (day: { weather: Weather; temperature: number }) =>
      setSettings((current) => ({
        ...current,
        weather: day.weather,
        temperature: day.temperature,
      })),
    [],
  );
  // A link's weather wins over the forecast; so does anything the user already changed.
  const forecast = useForecastSettings({
    weather: settings.weather,
    temperature: settings.temperature,
    untouched:
      !new URLSearchParams(search).has('weather') &&
      settings.weather === preset.weather &&
      settings.temperature === DEFAULT_TEMPERATURE,
    apply: applyForecast,
  });
  const [generation, setGeneration] = useState<Generation | null>(null);
  const [liked, setLiked] = useState<ReadonlySet<number>>(new Set());
  const [saved, setSaved] = useState<ReadonlySet<number>>(new Set());

  const wardrobe = useWardrobeItems();
  const alterEgos = useAlterEgos();
  const generate = useGenerateOutfits();
  const create = useCreateOutfit();
  const outfits = useOutfits();

  const items = useMemo(
    () => new Map<string, WardrobeItem>((wardrobe.data ?? []).map((item) => [item.id, item])),
    [wardrobe.data],
  );
  const egos = useMemo(() => alterEgos.data ?? [], [alterEgos.data]);
  const anchor = preset.anchor ? (items.get(preset.anchor) ?? null) : null;
  const emptyWardrobe = wardrobe.data !== undefined && wardrobe.data.length === 0;
  const clearAnchor = () =>
    navigate(generatorPath({ ...preset, anchor: undefined }), { replace: true });

  // A link naming a persona or piece that is not (or no longer) the user's falls back quietly.
  useEffect(() => {
    if (
      alterEgos.data &&
      settings.persona !== NO_PERSONA &&
      !egos.some((e) => e.id === settings.persona)
    ) {
      setSettings((current) => ({ ...current, persona: NO_PERSONA }));
    }
  }, [alterEgos.data, egos, settings.persona]);
  useEffect(() => {
    if (preset.anchor && wardrobe.data && !items.has(preset.anchor)) {
      navigate(generatorPath({ ...preset, anchor: undefined }), { replace: true });
    }
  }, [preset, wardrobe.data, items, navigate]);

  function run(seed: number) {
    if (emptyWardrobe) return;
    const persona = egos.find((ego) => ego.id === settings.persona) ?? null;
    const occasionText = settings.occasionText.trim() || null;
    const body: GenerateOutfitsBody = {
      occasion: settings.occasion,
      ...(occasionText ? { occasionText } : {}),
      weather: settings.weather,
      temperature: settings.temperature,
      ...(forecast.range ? { temperatureRange: forecast.range } : {}),
      stylePreferences: settings.stylePreferences,
      alterEgoId: persona?.id ?? null,
      alterEgoDescription: persona?.description?.slice(0, PERSONA_TEXT_MAX) ?? null,
      alterEgoPersonality: persona?.personality?.slice(0, PERSONA_TEXT_MAX) ?? null,
      anchorItemId: anchor?.id ?? null,
      seed,
    };
    generate.mutate(body, {
      onSuccess: (answer) => {
        setGeneration({
          occasion: answer.occasionReading?.occasion ?? settings.occasion,
          occasionText,
          weather: settings.weather,
          temperature: settings.temperature,
          alterEgoId: persona?.id ?? null,
          anchorItemId: anchor?.id ?? null,
          answer,
        });
        setLiked(new Set());
        setSaved(new Set());
        onGenerated();
      },
      // Not the query client's standard toast: a rate limit also says when to try again.
      onError: (error) =>
        toast({
          title: 'Failed to generate suggestions',
          description:
            error instanceof ApiError && error.status === 429
              ? `${errorMessage(error)} You can generate again in a moment.`
              : errorMessage(error),
          variant: 'destructive',
        }),
    });
  }

  function save(index: number) {
    const suggestion = generation?.answer.suggestions[index];
    if (!generation || !suggestion) return;
    // A save still on its way is not in the list yet, but its name is taken all the same.
    const taken = new Set((outfits.data ?? []).map((outfit) => outfit.name));
    if (create.isPending && create.variables) taken.add(create.variables.name);
    create.mutate(
      {
        name: distinctOutfitName(savedOutfitName(generation.occasion), taken),
        // The words go with the look: "For “Indian wedding”: …".
        description: generation.occasionText
          ? `For “${generation.occasionText}”: ${suggestion.description}`.slice(
              0,
              OUTFIT_DESCRIPTION_MAX,
            )
          : suggestion.description,
        itemIds: suggestion.items,
        occasion: generation.occasion,
        weather: generation.weather,
        temperature: generation.temperature,
        aiGenerated: true,
        alterEgoId: generation.alterEgoId,
      },
      {
        onSuccess: () => {
          setSaved((current) => new Set(current).add(index));
          toast({ title: 'Outfit created successfully!' });
        },
      },
    );
  }

  function toggleLike(index: number) {
    setLiked((current) => {
      const next = new Set(current);
      if (!next.delete(index)) next.add(index);
      return next;
    });
  }

  return {
    settings,
    setSettings,
    /** Where the weather and temperature came from (today's forecast), or why there is none. */
    forecast: { source: forecast.source, note: forecast.note },
    egos,
    items,
    anchor,
    clearAnchor,
    emptyWardrobe,
    generation,
    generating: generate.isPending,
    run,
    save,
    /** The suggestion being saved, by its item ids. */
    savingItems: create.isPending ? create.variables?.itemIds : undefined,
    liked,
    saved,
    toggleLike,
  };
}
