import type { WardrobePrefill } from '@contract/shopping.ts';
import { BadgeCheck, ShoppingBag, Sparkles } from 'lucide-react';
import { Suspense, useState } from 'react';
import { EmptyState } from '@/components/empty-state.tsx';
import { PageHeader } from '@/components/page-header.tsx';
import { QueryView } from '@/components/query-view.tsx';
import { SkeletonGrid } from '@/components/skeleton-grid.tsx';
import { Button } from '@/components/ui/button.tsx';
import { Spinner } from '@/components/ui/spinner.tsx';
import { ToastAction } from '@/components/ui/toast.tsx';
import { AddItemDialog } from '@/features/wardrobe/public.ts';
import type { ItemFormValues } from '@/features/wardrobe/public.ts';
import { toast } from '@/lib/toast.ts';
import {
  useDeleteSuggestion,
  useGenerateSuggestions,
  useShoppingSuggestions,
  useUpdateSuggestion,
} from './api.ts';
import { ShoppingSuggestionCard } from './components/shopping-suggestion-card.tsx';
import { GenerationStatus, PendingSuggestionCards } from './components/generation-progress.tsx';
import { SuggestionCounter } from './components/suggestion-counter.tsx';
import { isRateLimitError, suggestionCounts } from './shopping-rules.ts';

/** The add dialog's fields for a purchased suggestion: its name, category, brand and price. */
function prefillValues(prefill: WardrobePrefill): Partial<ItemFormValues> {
  return {
    name: prefill.name,
    category: prefill.category,
    brand: prefill.brand ?? '',
    price: prefill.price ? (prefill.price / 100).toFixed(2) : '',
  };
}

const GRID = 'grid-cols-1 gap-5 md:grid-cols-2 xl:grid-cols-3';

/** Shopping Suggestions (spec §2): what to buy next, read from the gaps in the wardrobe. */
export function ShoppingPage() {
  const suggestions = useShoppingSuggestions();
  const generate = useGenerateSuggestions();
  const update = useUpdateSuggestion();
  const remove = useDeleteSuggestion();
  // Purchased here, not yet added to the wardrobe nor dismissed: their cards offer the add.
  const [offers, setOffers] = useState<ReadonlyMap<string, WardrobePrefill>>(new Map());
  const [prefill, setPrefill] = useState<WardrobePrefill | null>(null);
  const [addOpen, setAddOpen] = useState(false);
  const counts = suggestions.data ? suggestionCounts(suggestions.data) : null;

  function dropOffer(id: string) {
    setOffers((current) => {
      const next = new Map(current);
      next.delete(id);
      return next;
    });
  }

  function openAdd(id: string, values: WardrobePrefill) {
    dropOffer(id);
    setPrefill(values);
    setAddOpen(true);
  }

  function onGenerate() {
    generate.mutate(undefined, {
      // An empty answer is not a failure: every gap the stylist sees is owned or already listed.
      onSuccess: (added) =>
        toast(
          added.length
            ? {
                title: 'Suggestions Generated',
                description:
                  'AI has analyzed your wardrobe and created personalized recommendations!',
              }
            : {
                title: 'Nothing new to suggest',
                description:
                  'Your wardrobe and your list already cover the gaps we look for. Add pieces or remove a suggestion to get fresh ideas.',
              },
        ),
      onError: (error) =>
        toast(
          isRateLimitError(error)
            ? {
                title: 'Rate Limit Reached',
                description: 'Please try again in a few moments.',
                variant: 'destructive',
              }
            : {
                title: 'Generation Failed',
                description: 'Could not generate suggestions. Please try again.',
                variant: 'destructive',
              },
        ),
    });
  }

  // Spec §8: update and delete failures show nothing; the list simply stays as it was.
  function markViewed(id: string) {
    update.mutate({ id, change: { isViewed: true } });
  }

  function markPurchased(id: string) {
    update.mutate(
      { id, change: { isPurchased: true } },
      {
        onSuccess: (purchased) => {
          const values = purchased.addToWardrobe;
          if (values) setOffers((current) => new Map(current).set(id, values));
          toast({
            title: 'Marked as Purchased',
            description: 'Great choice! This item has been marked as purchased.',
            action: values ? (
              <ToastAction altText="Add it to your wardrobe" onClick={() => openAdd(id, values)}>
                Add to Wardrobe
              </ToastAction>
            ) : undefined,
          });
        },
      },
    );
  }

  function onDelete(id: string) {
    remove.mutate(id, {
      onSuccess: () => {
        dropOffer(id);
        toast({ title: 'Removed', description: 'Suggestion removed from your list.' });
      },
    });
  }

  function pendingFor(id: string) {
    if (remove.isPending && remove.variables === id) return 'delete';
    if (update.isPending && update.variables.id === id) {
      return 'isPurchased' in update.variables.change ? 'purchased' : 'viewed';
    }
    return null;
  }

  const generateButton = (label: string) => (
    <Button onClick={onGenerate} disabled={generate.isPending}>
      {generate.isPending ? (
        <Spinner decorative className="text-current" />
      ) : (
        <Sparkles aria-hidden="true" />
      )}
      {generate.isPending ? 'Generating...' : label}
    </Button>
  );

  return (
    <div className="flex flex-col gap-8">
      <PageHeader
        title="Shopping Suggestions"
        description="Buy less, choose well: pieces that fill the gaps in what you own and work with it."
        actions={generateButton('Generate Suggestions')}
      />

      <dl className="grid grid-cols-3 gap-3 sm:gap-4">
        <SuggestionCounter
          label="Total Suggestions"
          value={counts?.total ?? null}
          icon={ShoppingBag}
        />
        <SuggestionCounter label="New" value={counts?.fresh ?? null} icon={Sparkles} />
        <SuggestionCounter label="Purchased" value={counts?.purchased ?? null} icon={BadgeCheck} />
      </dl>

      <GenerationStatus generating={generate.isPending} />

      <QueryView
        query={suggestions}
        loading={<SkeletonGrid count={3} className={GRID} itemClassName="h-80 rounded-3xl" />}
        error="Your suggestions could not be loaded."
        empty={
          generate.isPending ? (
            <ul className={`grid ${GRID}`}>
              <PendingSuggestionCards count={3} />
            </ul>
          ) : (
            <EmptyState
              icon={ShoppingBag}
              title="No Suggestions Yet"
              description="The AI looks at what you own, finds the pieces that would make it work harder, and explains each pick with your own clothes."
            >
              {generateButton('Generate Your First Suggestions')}
            </EmptyState>
          )
        }
      >
        {(list) => (
          <ul className={`grid ${GRID}`}>
            {generate.isPending && <PendingSuggestionCards count={2} />}
            {list.map((suggestion) => {
              const offer = offers.get(suggestion.id);
              return (
                <li key={suggestion.id}>
                  <ShoppingSuggestionCard
                    suggestion={suggestion}
                    onMarkViewed={() => markViewed(suggestion.id)}
                    onMarkPurchased={() => markPurchased(suggestion.id)}
                    onDelete={() => onDelete(suggestion.id)}
                    pending={pendingFor(suggestion.id)}
                    offerAdd={offer !== undefined}
                    onAddToWardrobe={() => offer && openAdd(suggestion.id, offer)}
                    onDismissOffer={() => dropOffer(suggestion.id)}
                  />
                </li>
              );
            })}
          </ul>
        )}
      </QueryView>

      <Suspense>
        <AddItemDialog
          open={addOpen}
          onOpenChange={setAddOpen}
          initialValues={prefill ? prefillValues(prefill) : undefined}
        />
      </Suspense>
    </div>
  );
}
