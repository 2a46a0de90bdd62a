import type OpenAI from 'openai';
import { z } from 'zod';
import {
  SUGGESTIONS_PER_GENERATE,
  type GeneratedShoppingSuggestion,
} from '../../../contract/shopping.ts';
import { categorySchema, ITEM_NAME_MAX, TAG_MAX } from '../../../contract/wardrobe.ts';
import { finishSuggestions, type ShoppingDraft } from '../local/shopping/suggestion-rules.ts';
import type { StylistItem } from '../stylist.ts';
import { boundedList, boundedText } from './answer-text.ts';
import { ProviderFailure } from './provider-errors.ts';
import { requestStructured } from './structured-request.ts';
import { STYLIST_INSTRUCTIONS } from './stylist-prompt.ts';
import { compactItem, itemResolver, sampleItems } from './wardrobe-data.ts';

const DESCRIPTION_MAX = 500;
const REASON_MAX = 500;
const TAGS_MAX = 6;
/** Names of earlier suggestions the model is told to avoid; all are checked here regardless. */
const EXISTING_SENT = 100;

export const shoppingAnswerSchema = z.object({
  suggestions: z.array(
    z.object({
      itemName: z.string().describe('What to buy, with its colour, e.g. "White Leather Sneakers"'),
      category: categorySchema,
      color: z.string().describe('Its main colour in one or two words, e.g. "navy"'),
      description: z.string().describe('One sentence on the piece'),
      reason: z.string().describe('Why: which of the user’s own pieces it completes, by name'),
      pairsWithItemIds: z.array(z.string()).describe('Ids of the user’s pieces it goes with'),
      tags: z.array(z.string()).describe('Up to 5 words, e.g. versatile, neutral, summer'),
    }),
  ),
});
export type ShoppingAnswer = z.output<typeof shoppingAnswerSchema>;

/**
 * The model's suggestions that hold up: each names at least one of the user's pieces it goes with
 * (other ids are dropped), then the same rules as the built-in stylist's (no kind suggested
 * before, nothing the wardrobe has, shop prices from the user's own spend, the user's usual brand
 * rather than one the model names).
 */
export function acceptShopping(
  answer: ShoppingAnswer,
  wardrobe: { sent: readonly StylistItem[]; all: readonly StylistItem[] },
  existing: readonly { itemName: string }[],
): GeneratedShoppingSuggestion[] {
  const resolve = itemResolver(wardrobe.sent);
  const drafts: ShoppingDraft[] = [];
  for (const proposal of answer.suggestions) {
    const itemName = boundedText(proposal.itemName, ITEM_NAME_MAX);
    const pairsWith = resolve(proposal.pairsWithItemIds);
    if (!itemName || pairsWith.length === 0) continue;
    drafts.push({
      itemName,
      category: proposal.category,
      description: boundedText(proposal.description, DESCRIPTION_MAX),
      reason: boundedText(proposal.reason, REASON_MAX),
      colorText: boundedText(proposal.color, TAG_MAX),
      tags: boundedList(proposal.tags, TAG_MAX, TAGS_MAX),
      pairsWith,
    });
  }
  return finishSuggestions(drafts, wardrobe.all, existing);
}

/** Asks the model what to buy to fill the wardrobe's gaps. */
export async function askShopping(
  client: OpenAI,
  model: string,
  items: readonly StylistItem[],
  existing: readonly { itemName: string }[],
  seed: number,
): Promise<GeneratedShoppingSuggestion[]> {
  const active = sampleItems(
    items.filter((item) => item.isActive),
    seed,
  );
  const task = {
    task: `Suggest ${SUGGESTIONS_PER_GENERATE} pieces to buy that fill the gaps in this wardrobe, as a versatile capsule would.`,
    rules: [
      'Each suggestion completes outfits with the user’s own pieces: list their ids in pairsWithItemIds and name them in the reason.',
      'Fit the user’s colour palette and style.',
      'Never suggest a kind of piece named in alreadySuggested (no second pair of jeans), or one the user already owns.',
    ],
    alreadySuggested: existing.slice(0, EXISTING_SENT).map((suggestion) => suggestion.itemName),
    wardrobe: active.map(compactItem),
  };
  const answer = await requestStructured(client, {
    model,
    name: 'shopping_suggestions',
    schema: shoppingAnswerSchema,
    seed,
    messages: [
      { role: 'system', content: STYLIST_INSTRUCTIONS },
      { role: 'user', content: JSON.stringify(task) },
    ],
  });
  const suggestions = acceptShopping(answer, { sent: active, all: items }, existing);
  if (suggestions.length === 0) {
    throw new ProviderFailure('none of the AI model’s suggestions built on your pieces');
  }
  return suggestions;
}
