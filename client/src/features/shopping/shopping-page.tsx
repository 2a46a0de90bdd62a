import type { WardrobePrefill } from '@contract/shopping.ts';
import { BadgeCheck, ShoppingBag, Sparkles, type LucideIcon } from 'lucide-react';
import { useState } from 'react';
import { Button } from '@/components/ui/button.tsx';
import { Skeleton } from '@/components/ui/skeleton.tsx';
import { Spinner } from '@/components/ui/spinner.tsx';
import { ToastAction } from '@/components/ui/toast.tsx';
import { useAuth } from '@/features/auth/public.ts';
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
import { isRateLimitError, suggestionCounts } from './shopping-rules.ts';

/** Shopping Suggestions (spec §2): what to buy next, read from the gaps in the wardrobe. */
export function ShoppingPage() {
  const { user } = useAuth();
  if (!user) return null;
  return <Shopping />;
}

/** The add dialog's fields for a purchased suggestion: its name, category, brand and price. */
function prefillValues(prefill: WardrobePrefill): Partial<ItemFormValues> {
  return {
    name: prefill.name,
    category: prefill.category,
    brand: prefill.brand ?? '',
    price: prefill.price ? (prefill.price / 100).toFixed(2) : '',
  };
}

function Counter({
  label,
  value,
  icon: Icon,
}: {
  label: string;
  value: number | null;
  icon: LucideIcon;
}) {
  return (
    <div className="flex items-center gap-3 rounded-2xl border bg-card p-3.5 shadow-soft sm:p-5">
      <span className="hidden size-10 shrink-0 items-center justify-center rounded-full bg-accent text-brand sm:flex">
        <Icon className="size-[18px]" aria-hidden="true" />
      </span>
      <div className="min-w-0">
        <dt className="text-xs font-medium text-muted-foreground sm:text-[13px]">{label}</dt>
        <dd className="mt-0.5 font-display text-2xl leading-none font-medium tabular-nums sm:text-3xl">
          {value ?? <Skeleton className="h-7 w-8" />}
        </dd>
      </div>
    </div>
  );
}

function Shopping() {
  const { data: suggestions, isLoading, isError, refetch } = useShoppingSuggestions();
  const generate = useGenerateSuggestions();
  const update = useUpdateSuggestion();
  const remove = useDeleteSuggestion();
  // Purchased here, not yet added to the wardrobe nor dismissed: their cards offer the add.
  const [offers, setOffers] = useState<ReadonlyMap<string, WardrobePrefill>>(new Map());
  const [prefill, setPrefill] = useState<WardrobePrefill | null>(null);
  const [addOpen, setAddOpen] = useState(false);
  const counts = suggestions ? suggestionCounts(suggestions) : null;

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
      onSuccess: () =>
        toast({
          title: 'Suggestions Generated',
          description: 'AI has analyzed your wardrobe and created personalized recommendations!',
        }),
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
      <header className="flex flex-col gap-5 sm:flex-row sm:items-end sm:justify-between">
        <div>
          <h1 className="font-display text-[2rem] leading-tight font-medium tracking-tight sm:text-4xl">
            Shopping Suggestions
          </h1>
          <p className="mt-1.5 max-w-xl text-sm text-muted-foreground">
            Buy less, choose well: pieces that fill the gaps in what you own and work with it.
          </p>
        </div>
        {generateButton('Generate Suggestions')}
      </header>

      <dl className="grid grid-cols-3 gap-3 sm:gap-4">
        <Counter label="Total Suggestions" value={counts?.total ?? null} icon={ShoppingBag} />
        <Counter label="New" value={counts?.fresh ?? null} icon={Sparkles} />
        <Counter label="Purchased" value={counts?.purchased ?? null} icon={BadgeCheck} />
      </dl>

      {isLoading ? (
        <ul className="grid grid-cols-1 gap-5 md:grid-cols-2 xl:grid-cols-3" aria-busy="true">
          {[0, 1, 2].map((key) => (
            <li key={key}>
              <Skeleton className="h-80 rounded-3xl" />
            </li>
          ))}
        </ul>
      ) : isError ? (
        <div className="flex flex-col items-center gap-4 rounded-3xl border bg-card px-6 py-14 text-center">
          <p className="font-medium">Your suggestions could not be loaded.</p>
          <Button variant="outline" onClick={() => void refetch()}>
            Try again
          </Button>
        </div>
      ) : !suggestions || suggestions.length === 0 ? (
        <div className="flex flex-col items-center rounded-3xl border border-dashed bg-card/60 px-6 py-14 text-center sm:py-20">
          <span className="mb-6 flex size-20 items-center justify-center rounded-full bg-[radial-gradient(circle_at_30%_20%,oklch(0.95_0.035_50),oklch(0.92_0.02_60))] shadow-soft ring-1 ring-foreground/5 dark:bg-[radial-gradient(circle_at_30%_20%,oklch(0.33_0.05_45),oklch(0.25_0.02_50))]">
            <ShoppingBag className="size-9 text-brand" strokeWidth={1.25} aria-hidden="true" />
          </span>
          <h2 className="font-display text-2xl font-medium tracking-tight">No Suggestions Yet</h2>
          <p className="mt-2 max-w-md text-sm leading-relaxed text-muted-foreground">
            The AI looks at what you own, finds the pieces that would make it work harder, and
            explains each pick with your own clothes.
          </p>
          <div className="mt-7">{generateButton('Generate Your First Suggestions')}</div>
        </div>
      ) : (
        <ul className="grid grid-cols-1 gap-5 md:grid-cols-2 xl:grid-cols-3">
          {suggestions.map((suggestion) => {
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

      <AddItemDialog
        open={addOpen}
        onOpenChange={setAddOpen}
        initialValues={prefill ? prefillValues(prefill) : undefined}
      />
    </div>
  );
}
