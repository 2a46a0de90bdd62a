import type OpenAI from 'openai';
import { z } from 'zod';
import type { PersonaWriting } from '../../../contract/alter-egos.ts';
import { PERSONA_TEXT_MAX } from '../../../contract/outfits.ts';
import type { PersonaInput, StylistItem } from '../stylist.ts';
import { boundedText } from './answer-text.ts';
import { ProviderFailure } from './provider-errors.ts';
import { requestStructured } from './structured-request.ts';
import { STYLIST_INSTRUCTIONS } from './stylist-prompt.ts';
import { compactItem, sampleItems } from './wardrobe-data.ts';

const CELEBRITY_MAX = 80;
/** A persona is about style, not the whole wardrobe: a small sample grounds it. */
const ITEMS_SENT = 40;

export const personaAnswerSchema = z.object({
  personality: z
    .string()
    .describe('Two to four sentences on how this persona dresses and why, in second person'),
  celebrityMatch: z
    .string()
    .nullable()
    .describe('A well-known person whose style is nearest, or null if none is close'),
});
export type PersonaAnswer = z.output<typeof personaAnswerSchema>;

/**
 * The model's writing, bounded. The personality is sent back to the outfit generator, so it is
 * held to that request's limit.
 */
export function acceptPersona(answer: PersonaAnswer): PersonaWriting {
  const personality = boundedText(answer.personality, PERSONA_TEXT_MAX);
  if (!personality) throw new ProviderFailure('the AI model sent an empty personality');
  return { personality, celebrityMatch: boundedText(answer.celebrityMatch, CELEBRITY_MAX) };
}

/** Asks the model to write an alter ego's personality and nearest celebrity style. */
export async function askPersona(
  client: OpenAI,
  model: string,
  persona: PersonaInput,
  items: readonly StylistItem[],
): Promise<PersonaWriting> {
  const task = {
    task: 'Write the personality of this style persona (alter ego) and name the celebrity whose style is nearest.',
    persona: {
      name: persona.name,
      description: persona.description ?? null,
      stylePreferences: persona.stylePreferences ?? [],
      colorPalette: persona.colorPalette ?? [],
      occasions: persona.occasions ?? [],
    },
    rules: ['Where the wardrobe has pieces that suit the persona, mention a few by name.'],
    wardrobe: sampleItems(
      items.filter((item) => item.isActive),
      0,
      ITEMS_SENT,
    ).map(compactItem),
  };
  const answer = await requestStructured(client, {
    model,
    name: 'persona_writing',
    schema: personaAnswerSchema,
    messages: [
      { role: 'system', content: STYLIST_INSTRUCTIONS },
      { role: 'user', content: JSON.stringify(task) },
    ],
  });
  return acceptPersona(answer);
}
