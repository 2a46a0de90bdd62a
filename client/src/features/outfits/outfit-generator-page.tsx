import { useRef } from 'react';
import { PageHeader } from '@/components/page-header.tsx';
import { useAuth } from '@/features/auth/public.ts';
import { GeneratorForm } from './components/generator-form.tsx';
import { SavedOutfits } from './components/saved-outfits.tsx';
import { SuggestionsPanel } from './components/suggestions-panel.tsx';
import { randomSeed, useOutfitGenerator } from './use-outfit-generator.ts';

/** Outfit Generator (spec §2): settings, suggestions from the user's own pieces, saved outfits. */
export function OutfitGeneratorPage() {
  const { user } = useAuth();
  if (!user) return null;
  return <OutfitGenerator />;
}

const EMPTY_WARDROBE_ID = 'generator-empty-wardrobe';

function OutfitGenerator() {
  const suggestionsRef = useRef<HTMLElement>(null);
  const generator = useOutfitGenerator({
    // On phones the looks land below the settings: bring them into view.
    onGenerated: () => {
      const section = suggestionsRef.current;
      if (section && section.getBoundingClientRect().top > window.innerHeight * 0.6) {
        section.scrollIntoView?.({ behavior: 'smooth', block: 'start' });
      }
    },
  });

  return (
    <div className="flex flex-col gap-10 sm:gap-12">
      <PageHeader
        title="Outfit Generator"
        description="Looks made from your own pieces, for the day you're actually having."
      />

      <div className="grid items-start gap-6 lg:grid-cols-[minmax(0,22rem)_minmax(0,1fr)] lg:gap-8">
        <div className="lg:sticky lg:top-6">
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
          />
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
