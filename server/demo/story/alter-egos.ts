// Alter Egos: the two people the demo account dresses as, drawn from what its wardrobe holds
// (the navy tailoring of its work outfits, the stripes and denim of its weekends).
import type { AlterEgo, CreateAlterEgoBody } from '../../../contract/alter-egos.ts';
import { nameKey, type StoryContext } from './story-context.ts';

export const DEMO_ALTER_EGOS: readonly CreateAlterEgoBody[] = [
  {
    name: 'The Gallery Curator',
    description:
      'Quiet tailoring with one sharp detail. The navy blazer over a pressed oxford, tan loafers, ' +
      'a good leather tote: dressed for client lunches, private views and the odd panel talk, ' +
      'and never the loudest thing in the room.',
    stylePreferences: ['Minimalist', 'Classic', 'professional'],
    colorPalette: ['navy', 'black', 'camel', 'ivory', 'light blue'],
    occasions: ['work', 'meetings', 'gallery openings'],
  },
  {
    name: 'Weekend on the Coast',
    description:
      'Stripes, faded denim and flat sandals: the version of me who takes the early train to the ' +
      'sea, walks all day with a tote and sunglasses, and stays on for dinner in the same clothes.',
    stylePreferences: ['Classic', 'preppy', 'nautical'],
    colorPalette: ['navy', 'white', 'mid-blue', 'tan', 'sunshine yellow'],
    occasions: ['weekend', 'travel', 'brunch'],
  },
];

/** Adds the personas the account does not have yet (by name). */
export async function seedAlterEgos(story: StoryContext): Promise<number> {
  const existing = await story.client.expect<AlterEgo[]>('GET', '/api/alter-egos');
  const names = new Set(existing.map((ego) => nameKey(ego.name)));
  let added = 0;
  for (const persona of DEMO_ALTER_EGOS) {
    if (names.has(nameKey(persona.name))) continue;
    await story.client.expect('POST', '/api/alter-egos', { json: persona });
    added++;
  }
  return added;
}
