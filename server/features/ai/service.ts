import type { StyleProfile, StyleTip, StyleTipInput } from '../../../contract/ai.ts';
import type { Clock } from '../../lib/clock.ts';
import type { Stylist } from '../../stylist/stylist.ts';
import type { WardrobeService } from '../wardrobe/service.ts';

export interface AiDeps {
  stylist: Stylist;
  wardrobe: Pick<WardrobeService, 'stylistItems'>;
  clock: Clock;
}

/** The daily style tip and the wardrobe's style profile. */
export function createAiService({ stylist, wardrobe, clock }: AiDeps) {
  return {
    /** Today's tip, grounded in the user's own pieces and the given weather and occasion. */
    async styleTip(userId: string, query: StyleTipInput): Promise<StyleTip> {
      const items = await wardrobe.stylistItems(userId);
      return stylist.styleTip(items, {
        weather: query.weather ?? null,
        occasion: query.occasion ?? null,
        temperature: query.temperature ?? null,
        now: clock.now(),
      });
    },

    /** Dominant colours, category and formality mix, most and least worn: measured, not generated. */
    async styleProfile(userId: string): Promise<StyleProfile> {
      return stylist.styleProfile(await wardrobe.stylistItems(userId));
    },
  };
}

export type AiService = ReturnType<typeof createAiService>;
