import type { Occasion, Weather } from '@contract/outfits.ts';

/**
 * Every route of spec §2. Screens register against these in app/routes.tsx; links use them too.
 * They live in lib, not in a feature, because features link to each other's screens.
 */
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
  settings: '/settings',
  vote: '/vote/:token',
} as const;

/** The public link a friend opens to rate outfits. */
export function votePath(token: string): string {
  return `/vote/${encodeURIComponent(token)}`;
}

/** The query key that opens the community's Share a look dialog with one saved outfit chosen. */
export const SHARE_OUTFIT_PARAM = 'share';

/** /community?share=<outfitId>: the Share a look dialog opens with that outfit chosen. */
export function shareOutfitPath(outfitId: string): string {
  return `${paths.community}?${new URLSearchParams({ [SHARE_OUTFIT_PARAM]: outfitId })}`;
}

/** The wardrobe page with one item's detail open; back closes it. */
export function itemPath(id: string): string {
  return `${paths.wardrobe}/${encodeURIComponent(id)}`;
}

/** What a link into the generator can preset: the style tip, a persona card, an item's detail. */
export interface GeneratorPreset {
  occasion?: Occasion;
  weather?: Weather;
  /** An alter ego's id: that persona is chosen. */
  persona?: string;
  /** A wardrobe item's id: outfits are built around it. */
  anchor?: string;
}

/** /outfit-generator with its preset in the query, e.g. `?anchor=<itemId>`. */
export function generatorPath(preset: GeneratorPreset = {}): string {
  const query = new URLSearchParams();
  for (const key of ['occasion', 'weather', 'persona', 'anchor'] as const) {
    const value = preset[key];
    if (value) query.set(key, value);
  }
  const search = query.toString();
  return search ? `${paths.outfitGenerator}?${search}` : paths.outfitGenerator;
}
