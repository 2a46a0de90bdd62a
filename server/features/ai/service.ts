import type { StyleProfile, StyleTip, StyleTipInput } from '../../../contract/ai.ts';
import { styleProfile } from '../../stylist/local/outfits/style-profile.ts';
import type { Stylist } from '../../stylist/stylist.ts';
import type { Clock } from '../auth/service.ts';
import { stylistItemsOf, type WardrobeReader } from './stylist-items.ts';

export interface AiDeps {
  stylist: Stylist;
  wardrobe: WardrobeReader;
  clock: Clock;
}

/** The daily style tip and the wardrobe's style profile. */
export function createAiService({ stylist, wardrobe, clock }: AiDeps) {
  return {
    /** Today's tip, grounded in the user's own pieces and the given weather and occasion. */
    async styleTip(userId: string, query: StyleTipInput): Promise<StyleTip> {
      const items = await stylistItemsOf(wardrobe, userId);
      return stylist.styleTip(items, {
        weather: query.weather ?? null,
        occasion: query.occasion ?? null,
        temperature: query.temperature ?? null,
        now: clock.now(),
      });
    },

    /** Dominant colours, category and formality mix, most and least worn: measured, not generated. */
    async styleProfile(userId: string): Promise<StyleProfile> {
      const profile = styleProfile(await stylistItemsOf(wardrobe, userId));
      const worn = (list: typeof profile.mostWorn) =>
        list.map((w) => ({ ...w, lastWorn: w.lastWorn ? w.lastWorn.toISOString() : null }));
      return { ...profile, mostWorn: worn(profile.mostWorn), leastWorn: worn(profile.leastWorn) };
    },
  };
}

export type AiService = ReturnType<typeof createAiService>;
