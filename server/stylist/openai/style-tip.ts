import type OpenAI from 'openai';
import { z } from 'zod';
import type { StyleTip } from '../../../contract/ai.ts';
import { DEFAULT_WEATHER, occasionSchema } from '../../../contract/outfits.ts';
import type { StyleTipContext, StylistItem } from '../stylist.ts';
import { boundedText } from './answer-text.ts';
import { ProviderFailure } from './provider-errors.ts';
import { requestStructured } from './structured-request.ts';
import { STYLIST_INSTRUCTIONS } from './stylist-prompt.ts';
import { compactItem, itemResolver, sampleItems } from './wardrobe-data.ts';

const TIP_MAX = 400;

export const tipAnswerSchema = z.object({
  tip: z.string().describe('One or two practical sentences naming the user’s own pieces'),
  occasion: occasionSchema.describe('The occasion the tip dresses for'),
  itemIds: z.array(z.string()).describe('The ids of the pieces the tip names'),
});
export type TipAnswer = z.output<typeof tipAnswerSchema>;

/**
 * The model's tip, if it is grounded: it must name at least one of the user's available pieces by
 * id (other ids are ignored). The asked occasion and weather win over the model's.
 */
export function acceptTip(
  answer: TipAnswer,
  available: readonly StylistItem[],
  context: StyleTipContext,
): StyleTip {
  const tip = boundedText(answer.tip, TIP_MAX);
  if (!tip) throw new ProviderFailure('the AI model sent an empty tip');
  if (itemResolver(available)(answer.itemIds).length === 0) {
    throw new ProviderFailure('the AI model’s tip did not use any of your pieces');
  }
  return {
    tip,
    occasion: context.occasion ?? answer.occasion,
    weather: context.weather ?? DEFAULT_WEATHER,
  };
}

/** The items a tip may suggest wearing: active and not in the laundry. */
export const availableForTip = (items: readonly StylistItem[]) =>
  items.filter((item) => item.isActive && !item.inLaundry);

/** Asks the model for today's tip from the user's available pieces. */
export async function askStyleTip(
  client: OpenAI,
  model: string,
  items: readonly StylistItem[],
  context: StyleTipContext,
): Promise<StyleTip> {
  const day = context.now.toISOString().slice(0, 10);
  const available = sampleItems(availableForTip(items), Number(day.replaceAll('-', '')));
  const task = {
    task: 'Write today’s style tip: one practical idea for wearing the user’s own pieces.',
    today: day,
    weather: context.weather ?? null,
    temperatureF: context.temperature ?? null,
    occasion: context.occasion ?? null,
    rules: [
      'Name the pieces you use and list their ids in itemIds.',
      'Respect the weather: outerwear at 55°F or below or in rain, no suede in rain, no warm coat at 85°F or above.',
      'Prefer pieces that are rarely worn or not worn lately.',
    ],
    wardrobe: available.map(compactItem),
  };
  const answer = await requestStructured(client, {
    model,
    name: 'style_tip',
    schema: tipAnswerSchema,
    messages: [
      { role: 'system', content: STYLIST_INSTRUCTIONS },
      { role: 'user', content: JSON.stringify(task) },
    ],
  });
  return acceptTip(answer, available, context);
}
