import { garmentFamily, garmentName } from '../garment/garment-nouns.ts';
import type { ProfiledItem } from '../garment/profiled-item.ts';

/** A wardrobe's pieces looked up by garment, kind of garment and word, for large wardrobes. */
export interface ItemIndex {
  byGarment: ReadonlyMap<string, readonly ProfiledItem[]>;
  byFamily: ReadonlyMap<string, readonly ProfiledItem[]>;
  /** Per kind of garment, the first piece of each garment-and-colour pair: enough to compare looks. */
  looksByFamily: ReadonlyMap<string, readonly ProfiledItem[]>;
  byToken: ReadonlyMap<string, readonly ProfiledItem[]>;
}

const add = (map: Map<string, ProfiledItem[]>, key: string, p: ProfiledItem) => {
  const list = map.get(key);
  if (list) list.push(p);
  else map.set(key, [p]);
};

/** Indexes profiled items once, so matching costs a lookup per garment instead of a scan. */
export function indexItems(items: readonly ProfiledItem[]): ItemIndex {
  const byGarment = new Map<string, ProfiledItem[]>();
  const byFamily = new Map<string, ProfiledItem[]>();
  const byToken = new Map<string, ProfiledItem[]>();
  const looksByFamily = new Map<string, ProfiledItem[]>();
  const looks = new Set<string>();
  for (const p of items) {
    const noun = p.traits.garment;
    if (noun) {
      const name = garmentName(noun);
      const family = garmentFamily(noun);
      add(byGarment, name, p);
      add(byFamily, family, p);
      const look = `${name}|${p.traits.color.label}`;
      if (!looks.has(look)) {
        looks.add(look);
        add(looksByFamily, family, p);
      }
    }
    for (const token of p.tokens) add(byToken, token, p);
  }
  return { byGarment, byFamily, looksByFamily, byToken };
}
