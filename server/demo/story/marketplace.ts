// Marketplace: the two pieces the demo account has stopped pretending it will wear, listed
// from the wardrobe (the listing reuses the piece's photo) with an honest description.
import type { Listing, ListingCondition } from '../../../contract/marketplace.ts';
import { daysAgoAt, itemOf, nameKey, type StoryContext } from './story-context.ts';

interface DemoListing {
  piece: string;
  title: string;
  description: string;
  /** Cents. */
  price: number;
  condition: ListingCondition;
  listedDaysAgo: number;
}

export const DEMO_LISTINGS: readonly DemoListing[] = [
  {
    piece: 'Emerald Satin Slip Dress',
    title: 'Emerald satin slip dress, never worn',
    description:
      'Bought for a summer wedding that moved to December, tried on at home and nothing more. ' +
      'Bias cut, so it skims rather than clings; adjustable straps. Deep emerald that reads ' +
      'almost black in the evening.',
    price: 6500,
    condition: 'like-new',
    listedDaysAgo: 6,
  },
  {
    piece: 'Black Court Heels',
    title: 'Black leather court heels, worn twice',
    description:
      'Classic pointed courts with a 9 cm heel. Worn to two dinners; soles barely marked, no ' +
      'scuffs on the toes. I live in flats, so they deserve someone who will wear them.',
    price: 4500,
    condition: 'good',
    listedDaysAgo: 2,
  },
];

/** Lists the pieces not listed yet (by title among the account's own listings). */
export async function seedMarketplace(story: StoryContext): Promise<number> {
  const mine = await story.client.expect<Listing[]>('GET', '/api/marketplace?mine=true');
  const titles = new Set(mine.map((listing) => nameKey(listing.title)));
  let added = 0;
  for (const listing of DEMO_LISTINGS) {
    if (titles.has(nameKey(listing.title))) continue;
    const item = itemOf(story, listing.piece);
    const fields: Record<string, string> = {
      wardrobeItemId: item.id,
      title: listing.title,
      description: listing.description,
      price: String(listing.price),
      condition: listing.condition,
      category: item.category,
    };
    if (item.brand) fields.brand = item.brand;
    if (item.size) fields.size = item.size;
    const created = await story.client.postForm<Listing>('/api/marketplace', fields, null);
    await story.backdate(
      'marketplace_listings',
      created.id,
      daysAgoAt(story, listing.listedDaysAgo, 20),
    );
    added++;
  }
  return added;
}
