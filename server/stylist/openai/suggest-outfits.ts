import type OpenAI from 'openai';
import { z } from 'zod';
import { OUTFIT_DESCRIPTION_MAX, type OutfitSuggestion } from '../../../contract/outfits.ts';
import {
  COLD_AT_OR_BELOW,
  NO_WARM_COAT_AT_OR_ABOVE,
  OUTERWEAR_AT_OR_BELOW,
} from '../local/climate/climate.ts';
import { readOccasion } from '../local/outfits/occasion-reading.ts';
import { outfitViolations } from '../local/outfits/outfit-rules.ts';
import type { OutfitAnswer, OutfitRequest, StylistItem } from '../stylist.ts';
import { boundedList, boundedText } from './answer-text.ts';
import { ProviderFailure } from './provider-errors.ts';
import { requestStructured } from './structured-request.ts';
import { STYLIST_INSTRUCTIONS } from './stylist-prompt.ts';
import { compactItem, itemResolver, sampleItems } from './wardrobe-data.ts';

export const DEFAULT_OUTFIT_COUNT = 3;
const MAX_OUTFIT_COUNT = 10;
const TIPS_MAX = 5;
const TIP_MAX = 300;

export const outfitsAnswerSchema = z.object({
  suggestions: z.array(
    z.object({
      description: z.string().describe('One or two sentences on the look and why it works'),
      itemIds: z.array(z.string()).describe('The ids of every piece in the outfit'),
      styleRating: z.number().describe('0 to 5'),
      tips: z.array(z.string()).describe('Up to 3 short tips naming the actual pieces'),
    }),
  ),
});
export type OutfitsAnswer = z.output<typeof outfitsAnswerSchema>;

const RULES = [
  'Each outfit is a top and a bottom, or a dress; plus shoes; optionally one accessory.',
  `Add outerwear when it is ${OUTERWEAR_AT_OR_BELOW}°F or colder or when it rains; never a warm coat at ${NO_WARM_COAT_AT_OR_ABOVE}°F or above.`,
  `At ${COLD_AT_OR_BELOW}°F or below prefer warm pieces; in rain avoid suede and delicate shoes.`,
  'Match the occasion’s formality.',
  'At most 3 non-neutral colours per outfit (black, white, grey, navy, beige, denim count as neutral).',
  'Outfits share at most half of their pieces with each other.',
  'Prefer pieces that are rarely worn or not worn lately when they fit.',
];

const OWN_WORDS_RULE =
  'Dress for the occasion exactly as the user put it in occasionInTheirWords; occasionReading is the built-in stylist’s reading of those words: keep its avoidColors and dressCodes.';

const sharesAtMostHalf = (a: readonly string[], b: readonly string[]) => {
  const shared = b.filter((id) => a.includes(id)).length;
  return shared * 2 <= Math.min(a.length, b.length);
};

/**
 * The model's outfits that hold up: ids that are not among the user's usable items are dropped,
 * then an outfit breaking any hard rule (incomplete, weather, formality, colours, laundry, anchor)
 * or repeating more than half of an earlier one is dropped.
 */
export function acceptOutfits(
  answer: OutfitsAnswer,
  usable: readonly StylistItem[],
  request: OutfitRequest,
): OutfitSuggestion[] {
  const resolve = itemResolver(usable);
  const count = Math.min(MAX_OUTFIT_COUNT, Math.max(1, request.count ?? DEFAULT_OUTFIT_COUNT));
  const kept: OutfitSuggestion[] = [];
  for (const proposal of answer.suggestions) {
    const items = resolve(proposal.itemIds);
    const ids = items.map((item) => item.id);
    if (ids.length === 0 || outfitViolations(ids, usable, request).length > 0) continue;
    if (!kept.every((other) => sharesAtMostHalf(other.items, ids))) continue;
    const rating = Number.isFinite(proposal.styleRating) ? proposal.styleRating : 0;
    kept.push({
      description:
        boundedText(proposal.description, OUTFIT_DESCRIPTION_MAX) ??
        items.map((item) => item.name).join(', '),
      items: ids,
      styleRating: Math.round(Math.min(5, Math.max(0, rating)) * 10) / 10,
      tips: boundedList(proposal.tips, TIP_MAX, TIPS_MAX),
    });
    if (kept.length === count) break;
  }
  return kept;
}

/** The items an outfit may use: active and not in the laundry. */
export const usableForOutfits = (items: readonly StylistItem[]) =>
  items.filter((item) => item.isActive && !item.inLaundry);

/** Asks the model for outfits from the user's usable items; none that hold up is a failure. */
export async function askOutfits(
  client: OpenAI,
  model: string,
  items: readonly StylistItem[],
  request: OutfitRequest,
): Promise<OutfitAnswer> {
  const keep = request.anchorItemId ? [request.anchorItemId] : [];
  const usable = sampleItems(usableForOutfits(items), request.seed, undefined, keep);
  const count = Math.min(MAX_OUTFIT_COUNT, Math.max(1, request.count ?? DEFAULT_OUTFIT_COUNT));
  const persona = request.persona;
  // The occasion in the user's own words goes to the model as typed, beside the built-in
  // stylist's reading of it, whose dress code the outfits are then checked against.
  const occasionText = request.occasionText?.trim() || null;
  const reading = occasionText ? readOccasion(occasionText, request.occasion).reading : null;
  const inTheirWords = reading
    ? {
        occasionInTheirWords: occasionText,
        occasionReading: {
          understood: reading.understood,
          nearestOccasion: reading.occasion,
          formality: reading.formality,
          activities: reading.activities,
          dressCodes: reading.dressCodes,
          avoidColors: reading.avoidColors,
          bringALayer: reading.layers,
          explanation: reading.explanation,
        },
      }
    : {};
  const rules = [
    ...RULES,
    ...(reading ? [OWN_WORDS_RULE] : []),
    ...(request.anchorItemId ? ['Every outfit includes the piece buildAroundItemId.'] : []),
  ];
  const task = {
    task: `Suggest ${count} different outfits from the wardrobe.`,
    occasion: reading?.occasion ?? request.occasion,
    ...inTheirWords,
    weather: request.weather,
    temperatureF: request.temperature,
    stylePreferences: request.stylePreferences,
    persona: persona
      ? {
          description: persona.description ?? null,
          personality: persona.personality ?? null,
          stylePreferences: persona.stylePreferences ?? [],
          colorPalette: persona.colorPalette ?? [],
          occasions: persona.occasions ?? [],
        }
      : null,
    buildAroundItemId: request.anchorItemId ?? null,
    today: request.now.toISOString().slice(0, 10),
    rules,
    wardrobe: usable.map(compactItem),
  };
  const answer = await requestStructured(client, {
    model,
    name: 'outfit_suggestions',
    schema: outfitsAnswerSchema,
    seed: request.seed,
    messages: [
      { role: 'system', content: STYLIST_INSTRUCTIONS },
      { role: 'user', content: JSON.stringify(task) },
    ],
  });
  const suggestions = acceptOutfits(answer, usable, request);
  if (suggestions.length === 0) {
    throw new ProviderFailure('none of the AI model’s outfits were complete and fit the request');
  }
  return reading ? { suggestions, occasionReading: { ...reading } } : { suggestions };
}
