import type { GarmentRecognizer, Stylist } from '../stylist.ts';
import { forecastCheck } from './forecast/forecast-check.ts';
import { generateInsight } from './insights/generate-insight.ts';
import { styleProfile } from './insights/style-profile.ts';
import { suggestOutfits } from './outfits/suggest-outfits.ts';
import { countOutfits } from './packing/outfit-combinations.ts';
import { packingSuggestions } from './packing/packing-suggestions.ts';
import { personaFor } from './persona/persona-for.ts';
import { createLocalScanItem } from './scan/scan-item.ts';
import { shoppingSuggestions } from './shopping/shopping-suggestions.ts';
import { styleTip } from './tips/style-tip.ts';

export interface LocalStylistOptions {
  /** The offline garment recogniser (cut-out and category); without it the scan reads colours only. */
  recognizeGarment?: GarmentRecognizer;
}

/** The built-in, offline stylist: every answer is computed here from the user's own items. */
export function createLocalStylist(options: LocalStylistOptions = {}): Stylist {
  return {
    scanItem: createLocalScanItem(options.recognizeGarment),
    suggestOutfits: async (items, request) => suggestOutfits(items, request),
    styleProfile: async (items) => {
      const profile = styleProfile(items);
      const answer = (list: typeof profile.mostWorn) =>
        list.map((w) => ({ ...w, lastWorn: w.lastWorn ? w.lastWorn.toISOString() : null }));
      return {
        ...profile,
        mostWorn: answer(profile.mostWorn),
        leastWorn: answer(profile.leastWorn),
      };
    },
    styleTip: async (items, context) => styleTip(items, context),
    insight: async (items, history, seed) => generateInsight(items, history, seed),
    shoppingSuggestions: async (items, existing, seed) =>
      shoppingSuggestions(items, existing, seed),
    personaFor: async (persona, items) => personaFor(persona, items),
    outfitCount: async (items) => countOutfits(items),
    packingSuggestions: async (items, request) => packingSuggestions(items, request),
    forecastCheck: async (items, day) => forecastCheck(items, day),
  };
}
