import { useEffect, useRef, useState } from 'react';
import { PageHeader } from '@/components/page-header.tsx';
import { cn } from '@/lib/utils.ts';
import { ForecastSourceNote } from './components/forecast-source-note.tsx';
import { GeneratorForm } from './components/generator-form.tsx';
import { SavedOutfits } from './components/saved-outfits.tsx';
import { SettingsSummary } from './components/settings-summary.tsx';
import { SuggestionsPanel } from './components/suggestions-panel.tsx';
import { randomSeed, useOutfitGenerator } from './use-outfit-generator.ts';

const EMPTY_WARDROBE_ID = 'generator-empty-wardrobe';
const SETTINGS_ID = 'generator-settings';

/** Outfit Generator (spec §2): settings, suggestions from the user's own pieces, saved outfits. */
export function OutfitGeneratorPage() {
  const suggestionsRef = useRef<HTMLElement>(null);
  // On phones the settings fold to one line once looks arrive, so the looks come first.
  const [settingsOpen, setSettingsOpen] = useState(true);
  const generator = useOutfitGenerator({ onGenerated: () => setSettingsOpen(false) });
  const { generation } = generator;
  const folded = generation !== null && !settingsOpen;
  const personaName = generation?.alterEgoId
    ? (generator.egos.find((ego) => ego.id === generation.alterEgoId)?.name ?? null)
    : null;

  // After the settings have folded (a layout later), bring the looks into view if still below.
  useEffect(() => {
    const section = suggestionsRef.current;
    if (generation && section && section.getBoundingClientRect().top > window.innerHeight * 0.6) {
      section.scrollIntoView?.({ behavior: 'smooth', block: 'start' });
    }
  }, [generation]);

  return (
    <div className="flex flex-col gap-10 sm:gap-12">
      <PageHeader
        title="Outfit Generator"
        description="Looks made from your own pieces, for the day you're actually having."
      />

      <div className="grid items-start gap-6 lg:grid-cols-[minmax(0,22rem)_minmax(0,1fr)] lg:gap-8">
        <div className="flex flex-col gap-3 lg:sticky lg:top-6">
          {generation && (
            <SettingsSummary
              generation={generation}
              personaName={personaName}
              expanded={settingsOpen}
              onToggle={() => setSettingsOpen((open) => !open)}
              controls={SETTINGS_ID}
              className="lg:hidden"
            />
          )}
          {/* Folded on phones only: side by side on desktop there is room for both. */}
          <div id={SETTINGS_ID} className={cn(folded && 'hidden lg:block')}>
            <GeneratorForm
              settings={generator.settings}
              onChange={generator.setSettings}
              alterEgos={generator.egos}
              anchor={generator.anchor}
              onClearAnchor={generator.clearAnchor}
              onGenerate={() => generator.run(0)}
              generating={generator.generating}
              canGenerate={!generator.emptyWardrobe}
              describedBy={generator.emptyWardrobe ? EMPTY_WARDROBE_ID : undefined}
              weatherNote={<ForecastSourceNote {...generator.forecast} />}
            />
          </div>
        </div>
        <SuggestionsPanel
          ref={suggestionsRef}
          generation={generator.generation}
          generating={generator.generating}
          emptyWardrobe={generator.emptyWardrobe}
          emptyWardrobeId={EMPTY_WARDROBE_ID}
          items={generator.items}
          onRefresh={() => generator.run(randomSeed())}
          liked={generator.liked}
          onLike={generator.toggleLike}
          saved={generator.saved}
          savingItems={generator.savingItems}
          onSave={generator.save}
        />
      </div>

      <SavedOutfits items={generator.items} />
    </div>
  );
}
