import {
  DEFAULT_TEMPERATURE,
  PERSONA_TEXT_MAX,
  SEED_MAX,
  type GenerateOutfitsBody,
  type GenerateOutfitsResponse,
  type Occasion,
  type Weather,
} from '@contract/outfits.ts';
import type { WardrobeItem } from '@contract/wardrobe.ts';
import { CircleAlert, Info, Plus, RefreshCw, Shirt, Sparkles } from 'lucide-react';
import { useEffect, useMemo, useRef, useState } from 'react';
import { Link, useLocation, useSearch } from 'wouter';
import { generatorPath, paths } from '@/lib/paths.ts';
import { Button } from '@/components/ui/button.tsx';
import { Skeleton } from '@/components/ui/skeleton.tsx';
import { useAlterEgos } from '@/features/alter-egos/public.ts';
import { useAuth } from '@/features/auth/public.ts';
import { useWardrobeItems } from '@/features/wardrobe/public.ts';
import { errorMessage } from '@/lib/error-message.ts';
import { ApiError } from '@/lib/request-json.ts';
import { toast } from '@/lib/toast.ts';
import { useCreateOutfit, useGenerateOutfits, useOutfits } from './api.ts';
import { GeneratorForm, NO_PERSONA, type GeneratorSettings } from './components/generator-form.tsx';
import { OutfitCard } from './components/outfit-card.tsx';
import { SuggestionCard } from './components/suggestion-card.tsx';
import { readGeneratorPreset, savedOutfitName } from './generator-preset.ts';

/** Outfit Generator (spec §2): settings, suggestions from the user's own pieces, saved outfits. */
export function OutfitGeneratorPage() {
  const { user } = useAuth();
  if (!user) return null;
  return <OutfitGenerator />;
}

/** What a set of suggestions was generated with: Save and Refresh reuse it. */
interface Generation {
  occasion: Occasion;
  weather: Weather;
  temperature: number;
  alterEgoId: string | null;
  anchorItemId: string | null;
  answer: GenerateOutfitsResponse;
}

const EMPTY_WARDROBE_ID = 'generator-empty-wardrobe';

function randomSeed(): number {
  const [value = 0] = crypto.getRandomValues(new Uint32Array(1));
  return value % (SEED_MAX + 1);
}

function OutfitGenerator() {
  const search = useSearch();
  const [, navigate] = useLocation();
  const preset = useMemo(() => readGeneratorPreset(search), [search]);
  const [settings, setSettings] = useState<GeneratorSettings>(() => ({
    occasion: preset.occasion,
    weather: preset.weather,
    temperature: DEFAULT_TEMPERATURE,
    stylePreferences: [],
    persona: preset.persona ?? NO_PERSONA,
  }));
  const [generation, setGeneration] = useState<Generation | null>(null);
  const [liked, setLiked] = useState<ReadonlySet<number>>(new Set());
  const [saved, setSaved] = useState<ReadonlySet<number>>(new Set());
  const suggestionsRef = useRef<HTMLElement>(null);

  const wardrobe = useWardrobeItems();
  const alterEgos = useAlterEgos();
  const outfits = useOutfits();
  const generate = useGenerateOutfits();
  const create = useCreateOutfit();

  const items = useMemo(
    () => new Map<string, WardrobeItem>((wardrobe.data ?? []).map((item) => [item.id, item])),
    [wardrobe.data],
  );
  const egos = useMemo(() => alterEgos.data ?? [], [alterEgos.data]);
  const anchor = preset.anchor ? (items.get(preset.anchor) ?? null) : null;
  const emptyWardrobe = wardrobe.data !== undefined && wardrobe.data.length === 0;

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
    const body: GenerateOutfitsBody = {
      occasion: settings.occasion,
      weather: settings.weather,
      temperature: settings.temperature,
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
          occasion: settings.occasion,
          weather: settings.weather,
          temperature: settings.temperature,
          alterEgoId: persona?.id ?? null,
          anchorItemId: anchor?.id ?? null,
          answer,
        });
        setLiked(new Set());
        setSaved(new Set());
        // On phones the looks land below the settings: bring them into view.
        const section = suggestionsRef.current;
        if (section && section.getBoundingClientRect().top > window.innerHeight * 0.6) {
          section.scrollIntoView?.({ behavior: 'smooth', block: 'start' });
        }
      },
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
    if (!generation) return;
    const suggestion = generation.answer.suggestions[index];
    if (!suggestion) return;
    create.mutate(
      {
        name: savedOutfitName(generation.occasion),
        description: suggestion.description,
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

  const suggestions = generation?.answer.suggestions ?? [];
  const missing = generation?.answer.missing ?? [];

  return (
    <div className="flex flex-col gap-10 sm:gap-12">
      <header>
        <h1 className="font-display text-[2rem] leading-tight font-medium tracking-tight sm:text-4xl">
          Outfit Generator
        </h1>
        <p className="mt-1.5 text-sm text-muted-foreground">
          Looks made from your own pieces, for the day you&apos;re actually having.
        </p>
      </header>

      <div className="grid items-start gap-6 lg:grid-cols-[minmax(0,22rem)_minmax(0,1fr)] lg:gap-8">
        <div className="lg:sticky lg:top-6">
          <GeneratorForm
            settings={settings}
            onChange={setSettings}
            alterEgos={egos}
            anchor={anchor}
            onClearAnchor={() =>
              navigate(generatorPath({ ...preset, anchor: undefined }), { replace: true })
            }
            onGenerate={() => run(0)}
            generating={generate.isPending}
            canGenerate={!emptyWardrobe}
            describedBy={emptyWardrobe ? EMPTY_WARDROBE_ID : undefined}
          />
        </div>

        <section
          ref={suggestionsRef}
          aria-labelledby="suggestions-heading"
          aria-busy={generate.isPending}
          className="flex min-w-0 scroll-mt-20 flex-col gap-5"
        >
          <div className="flex min-h-10 items-center justify-between gap-3">
            <h2 id="suggestions-heading" className="text-lg font-semibold tracking-tight">
              Suggestions
            </h2>
            {generation && !emptyWardrobe && (
              <Button
                variant="outline"
                size="sm"
                onClick={() => run(randomSeed())}
                disabled={generate.isPending}
              >
                <RefreshCw
                  className={generate.isPending ? 'animate-spin' : undefined}
                  aria-hidden="true"
                />
                Refresh
              </Button>
            )}
          </div>

          {emptyWardrobe ? (
            <div className="flex flex-col items-center gap-4 rounded-3xl border border-dashed bg-card/60 px-6 py-14 text-center">
              <Shirt className="size-9 text-brand" strokeWidth={1.25} aria-hidden="true" />
              <p id={EMPTY_WARDROBE_ID} className="max-w-sm font-medium">
                You need wardrobe items before generating outfits
              </p>
              <Button asChild>
                <Link href={paths.wardrobe}>
                  <Plus aria-hidden="true" />
                  Add Items
                </Link>
              </Button>
            </div>
          ) : generate.isPending && !generation ? (
            <div className="grid gap-4" aria-hidden="true">
              {[0, 1].map((key) => (
                <Skeleton key={key} className="h-72 rounded-3xl" />
              ))}
            </div>
          ) : !generation ? (
            <div className="flex flex-col items-center gap-3 rounded-3xl border border-dashed px-6 py-14 text-center">
              <span className="flex size-14 items-center justify-center rounded-full bg-accent">
                <Sparkles className="size-6 text-brand" strokeWidth={1.5} aria-hidden="true" />
              </span>
              <p className="font-medium">Your looks will appear here</p>
              <p className="max-w-sm text-sm text-muted-foreground">
                Choose the occasion, the weather and how it feels outside, then Generate Outfit.
                Every suggestion uses pieces you own, with the reasons it works.
              </p>
            </div>
          ) : (
            <>
              {missing.length > 0 && (
                <div
                  role="status"
                  className="flex gap-3 rounded-2xl border border-amber-300/60 bg-amber-50 p-4 text-sm text-amber-950 dark:border-amber-700/50 dark:bg-amber-950/40 dark:text-amber-100"
                >
                  <CircleAlert className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
                  <div className="grid gap-2">
                    <p className="font-semibold">
                      {suggestions.length === 0
                        ? 'No complete outfit fits these settings yet'
                        : 'To get more from these settings'}
                    </p>
                    <ul className="grid gap-1">
                      {missing.map((message) => (
                        <li key={message}>{message}</li>
                      ))}
                    </ul>
                    <Link
                      href={paths.wardrobe}
                      className="w-fit font-medium underline underline-offset-4 outline-none focus-visible:ring-[3px] focus-visible:ring-ring/50"
                    >
                      Go to My Wardrobe
                    </Link>
                  </div>
                </div>
              )}
              {generation.answer.note && (
                <p className="flex items-start gap-2 text-sm text-muted-foreground">
                  <Info className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
                  {generation.answer.note}
                </p>
              )}
              {suggestions.length === 0 && missing.length === 0 && (
                <p className="rounded-2xl border border-dashed px-6 py-10 text-center text-sm text-muted-foreground">
                  No outfit fits these settings. Try another occasion or temperature.
                </p>
              )}
              <ol className="grid grid-cols-1 gap-5" aria-label="Suggested outfits">
                {suggestions.map((suggestion, index) => (
                  <li key={`${index}-${suggestion.items.join()}`}>
                    <SuggestionCard
                      suggestion={suggestion}
                      number={index + 1}
                      items={items}
                      liked={liked.has(index)}
                      onLike={() => toggleLike(index)}
                      saved={saved.has(index)}
                      saving={create.isPending && create.variables?.itemIds === suggestion.items}
                      onSave={() => save(index)}
                      anchorId={generation.anchorItemId}
                    />
                  </li>
                ))}
              </ol>
            </>
          )}
        </section>
      </div>

      <section aria-labelledby="saved-outfits" className="flex flex-col gap-5">
        <div>
          <h2 id="saved-outfits" className="text-lg font-semibold tracking-tight">
            Your Saved Outfits
          </h2>
          <p className="mt-1 text-sm text-muted-foreground">
            Wear one today and every piece in it counts the wear.
          </p>
        </div>
        {outfits.isLoading ? (
          <ul className="grid grid-cols-1 gap-4 sm:grid-cols-2 xl:grid-cols-3" aria-hidden="true">
            {[0, 1, 2].map((key) => (
              <li key={key}>
                <Skeleton className="h-80 rounded-2xl" />
              </li>
            ))}
          </ul>
        ) : outfits.data && outfits.data.length > 0 ? (
          <ul className="grid grid-cols-1 gap-4 sm:grid-cols-2 xl:grid-cols-3">
            {outfits.data.map((outfit) => (
              <li key={outfit.id}>
                <OutfitCard outfit={outfit} items={items} />
              </li>
            ))}
          </ul>
        ) : outfits.data ? (
          <p className="rounded-2xl border border-dashed px-6 py-10 text-center text-sm text-muted-foreground">
            Outfits you save from the suggestions show up here.
          </p>
        ) : null}
      </section>
    </div>
  );
}
