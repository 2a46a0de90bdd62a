import type { ImportSummary } from '@contract/account.ts';

// The import's summary keys (the export's data files) as a person says them.
const LABELS: Record<string, [one: string, many: string]> = {
  items: ['piece', 'pieces'],
  photos: ['photo', 'photos'],
  wears: ['logged wear', 'logged wears'],
  preferences: ['settings', 'settings'],
  outfits: ['outfit', 'outfits'],
  calendarEntries: ['calendar entry', 'calendar entries'],
  posts: ['post', 'posts'],
  postLikes: ['like', 'likes'],
  postComments: ['comment', 'comments'],
  postSaves: ['saved post', 'saved posts'],
  goals: ['goal', 'goals'],
  capsules: ['capsule', 'capsules'],
  packingLists: ['packing list', 'packing lists'],
  shoppingSuggestions: ['shopping suggestion', 'shopping suggestions'],
  listings: ['listing', 'listings'],
  ratingSessions: ['rating session', 'rating sessions'],
  ratingOutfits: ['rated outfit', 'rated outfits'],
  ratingVotes: ['vote', 'votes'],
  diaryEntries: ['diary entry', 'diary entries'],
  alterEgos: ['alter ego', 'alter egos'],
  alterEgoOutfits: ['alter ego outfit', 'alter ego outfits'],
  insights: ['insight', 'insights'],
};

/** What was added, as lines such as "12 pieces", in the labels' order; nothing for a zero. */
export function summaryLines({ added }: ImportSummary): string[] {
  const known = Object.keys(LABELS).filter((key) => (added[key] ?? 0) > 0);
  const unknown = Object.keys(added).filter((key) => !(key in LABELS) && added[key]! > 0);
  return [...known, ...unknown].map((key) => {
    const count = added[key]!;
    const [one, many] = LABELS[key] ?? [key, key];
    return `${count} ${count === 1 ? one : many}`;
  });
}
