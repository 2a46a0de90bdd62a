import type { GarmentTexts } from './garment-traits.ts';
import { words } from './text-tokens.ts';

const singularOf = (w: string) =>
  w.length > 3 && w.endsWith('s') && !w.endsWith('ss') ? w.slice(0, -1) : w;

/** Words and adjacent word pairs of an item's name, subcategory and tags, with singular forms. */
export function itemTokens(item: Pick<GarmentTexts, 'name' | 'subcategory' | 'tags'>): Set<string> {
  const tokens = new Set<string>();
  for (const text of [item.name, item.subcategory, ...item.tags]) {
    const list = words(text).map(singularOf);
    list.forEach((w, i) => {
      tokens.add(w);
      const next = list[i + 1];
      if (next !== undefined) tokens.add(`${w} ${next}`);
    });
  }
  return tokens;
}
