import { readGarment } from '../garment/garment-traits.ts';
import type { WardrobeProfile } from '../insights/wardrobe-profile.ts';
import type { CapsuleEssential } from '../knowledge/capsule-template.ts';
import { seededUnit } from '../prng.ts';
import type { CapsuleGap } from './capsule-gaps.ts';

// The capsule's coat may be one that soaks through (a plain or faux-fur coat); a wet day needs a
// layer made for it.
export const RAIN_LAYER: CapsuleEssential = {
  id: 'rain-layer',
  name: 'Rain Jacket',
  category: 'outerwear',
  keywords: ['rain jacket'],
  formality: 2.5,
  colors: ['navy', 'olive', 'black'],
  priority: 2,
  pairsWith: ['tops', 'bottoms'],
  description: 'A light, hooded waterproof jacket that packs small and goes over anything.',
};

// As pressing as a missing capsule essential of the same priority (see capsule-gaps.ts).
const MISSING = 3;
const NOISE = 0.6;

const copesWithRain = (traits: { rainReady: boolean; rainGear: boolean }) =>
  traits.rainReady || traits.rainGear;

/**
 * The weather the wardrobe cannot dress for: today, rain, when nothing it holds copes with it and
 * no rain-ready piece is suggested already (stored, or the capsule's trench in this answer).
 */
export function weatherGaps(
  profile: WardrobeProfile,
  seed: number,
  capsule: readonly CapsuleGap[],
  existing: readonly { itemName: string }[],
): CapsuleGap[] {
  if (!profile.items.length || profile.items.some((p) => copesWithRain(p.traits))) return [];
  if (capsule.some((gap) => gap.kind === 'missing' && gap.essential.id === 'coat')) return [];
  const suggested = existing.some((s) =>
    copesWithRain(
      readGarment({
        name: s.itemName,
        category: 'outerwear',
        subcategory: null,
        color: null,
        tags: [],
      }),
    ),
  );
  if (suggested) return [];
  return [
    {
      essential: RAIN_LAYER,
      kind: 'missing',
      owners: [],
      priority: RAIN_LAYER.priority + MISSING + NOISE * seededUnit(seed, RAIN_LAYER.id),
      why: 'Nothing you own is made for rain.',
    },
  ];
}
