// Capsules: two small wardrobes inside the demo's own, built from its pieces by name.
import type { Capsule, CreateCapsuleBody } from '../../../contract/capsules.ts';
import { itemIdsOf, nameKey, type StoryContext } from './story-context.ts';

interface DemoCapsule extends Omit<CreateCapsuleBody, 'itemIds'> {
  name: string;
  pieces: readonly string[];
}

export const DEMO_CAPSULES: readonly DemoCapsule[] = [
  {
    name: 'Workweek Twelve',
    description:
      'Twelve pieces that dress five office days without a repeat anyone would notice: navy and ' +
      'black tailoring, one knit for cold mornings, and shoes that walk from the station.',
    theme: 'work',
    season: 'all-season',
    maxItems: 12,
    pieces: [
      'Navy Wool Blazer',
      'Light Blue Oxford Shirt',
      'White Cotton Crew Tee',
      'Grey Merino Crew Jumper',
      'Black Tailored Trousers',
      'Beige Cotton Chinos',
      'Black Skinny Jeans',
      'Tan Suede Loafers',
      'Black Ankle Boots',
      'Brown Leather Belt',
      'Tan Leather Tote',
      'Beige Trench Coat',
    ],
  },
  {
    name: 'Summer Off-Duty',
    description:
      'Linen, stripes and one good sundress for the warm months. Everything goes with the sandals ' +
      'and the denim jacket, so a day out needs no planning.',
    theme: 'casual',
    season: 'summer',
    maxItems: 15,
    pieces: [
      'Breton Stripe Long-Sleeve Top',
      'White Cotton Crew Tee',
      'Olive Linen Shirt',
      'Navy Linen Shorts',
      'Mid-Blue Straight Jeans',
      'Yellow Gingham Sundress',
      'Chambray Shirt Dress',
      'Classic Denim Jacket',
      'Brown Leather Sandals',
      'White Leather Sneakers',
      'Tortoiseshell Sunglasses',
      'Tan Leather Tote',
    ],
  },
];

/** Adds the capsules the account does not have yet (by name). */
export async function seedCapsules(story: StoryContext): Promise<number> {
  const existing = await story.client.expect<Capsule[]>('GET', '/api/capsules');
  const names = new Set(existing.map((capsule) => nameKey(capsule.name)));
  let added = 0;
  for (const { pieces, ...capsule } of DEMO_CAPSULES) {
    if (names.has(nameKey(capsule.name))) continue;
    await story.client.expect('POST', '/api/capsules', {
      json: { ...capsule, itemIds: itemIdsOf(story, pieces) },
    });
    added++;
  }
  return added;
}
