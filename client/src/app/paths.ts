/** Every route of spec §2. Screens register against these in routes.tsx; links use them too. */
export const paths = {
  auth: '/auth',
  home: '/',
  wardrobe: '/wardrobe',
  styleDiary: '/style-diary',
  outfitGenerator: '/outfit-generator',
  alterEgos: '/alter-egos',
  calendar: '/calendar',
  capsule: '/capsule',
  packingList: '/packing-list',
  shopping: '/shopping',
  marketplace: '/marketplace',
  friendsRating: '/friends-rating',
  sustainability: '/sustainability',
  community: '/community',
  vote: '/vote/:token',
} as const;

/** The public link a friend opens to rate outfits. */
export function votePath(token: string): string {
  return `/vote/${encodeURIComponent(token)}`;
}
