import type OpenAI from 'openai';
import type { ScanImage, Stylist } from '../stylist.ts';
import { withFallback, type StylistLog } from './fallback.ts';
import { askInsight } from './insight.ts';
import { askPersona } from './persona-for.ts';
import { reconcileScan } from './reconcile-scan.ts';
import { askScan, scanResultFromAnswer } from './scan-item.ts';
import { askShopping } from './shopping-suggestions.ts';
import { availableForTip, askStyleTip } from './style-tip.ts';
import { askOutfits, usableForOutfits } from './suggest-outfits.ts';

export interface OpenAiStylistOptions {
  client: OpenAI;
  /** For outfits, tips, insights, personas and shopping. */
  model: string;
  /** Reads garment photos; must accept images. */
  visionModel: string;
  /** Answers whenever the model cannot, and measures colours for the scan. */
  local: Stylist;
  log?: StylistLog;
}

const STAND_IN = 'built-in stylist';

/**
 * The OpenAI-compatible stylist: asks the model, keeps only what holds up against the user's own
 * items, and falls back to the built-in stylist with a note when the model fails. A provider 429
 * is our 429.
 */
export function createOpenAiStylist({
  client,
  model,
  visionModel,
  local,
  log,
}: OpenAiStylistOptions): Stylist {
  return {
    async scanItem(image: ScanImage) {
      // The built-in scan runs alongside: its colours are measured from the pixels (a model only
      // names them), a sure category of its own checks the model's, and if the model fails its
      // answer is already on the way.
      const localScan = local.scanItem(image);
      const measured = localScan.then(
        (result) => result,
        () => null,
      );
      return withFallback({
        task: 'scanItem',
        standIn: 'built-in scanner',
        log,
        provider: async () => {
          const answer = scanResultFromAnswer(
            await askScan(client, visionModel, image),
            await measured,
          );
          return reconcileScan(answer, await measured);
        },
        local: () => localScan,
        addNote: (result, note) => ({ ...result, note }),
      });
    },

    // Measured from the items, not written: the provider has nothing to add.
    styleProfile: (items) => local.styleProfile(items),

    async suggestOutfits(items, request) {
      const usable = usableForOutfits(items);
      const anchorUsable =
        !request.anchorItemId || usable.some((item) => item.id === request.anchorItemId);
      // Nothing to wear, or a piece to build around that cannot be worn: the built-in engine
      // says exactly what is missing, which is no failure of the model.
      if (usable.length === 0 || !anchorUsable) return local.suggestOutfits(items, request);
      return withFallback({
        task: 'suggestOutfits',
        standIn: STAND_IN,
        log,
        provider: () => askOutfits(client, model, items, request),
        local: () => local.suggestOutfits(items, request),
        addNote: (answer, note) => ({ ...answer, note }),
      });
    },

    async styleTip(items, context) {
      if (availableForTip(items).length === 0) return local.styleTip(items, context);
      return withFallback({
        task: 'styleTip',
        standIn: STAND_IN,
        log,
        provider: () => askStyleTip(client, model, items, context),
        local: () => local.styleTip(items, context),
        addNote: (tip, note) => ({ ...tip, note }),
      });
    },

    async insight(items, history, seed) {
      if (!items.some((item) => item.isActive)) return local.insight(items, history, seed);
      return withFallback({
        task: 'insight',
        standIn: STAND_IN,
        log,
        provider: () => askInsight(client, model, items, history, seed),
        local: () => local.insight(items, history, seed),
        addNote: (insight, note) => ({ ...insight, note }),
      });
    },

    async shoppingSuggestions(items, existing, seed) {
      if (!items.some((item) => item.isActive)) {
        return local.shoppingSuggestions(items, existing, seed);
      }
      return withFallback({
        task: 'shoppingSuggestions',
        standIn: STAND_IN,
        log,
        provider: () => askShopping(client, model, items, existing, seed),
        local: () => local.shoppingSuggestions(items, existing, seed),
        // The answer is a list the caller stores: the fallback is logged, there is no note to carry.
        addNote: (suggestions) => suggestions,
      });
    },

    // Counted by the slot rules, not written: the provider has nothing to add.
    outfitCount: (items) => local.outfitCount(items),
    // The built-in engine picks the set; the provider does not yet write its reasons (a later
    // improvement: ask the model to reword the reasons of the same picks).
    packingSuggestions: (items, request) => local.packingSuggestions(items, request),
    // Rules on the pieces' traits against a forecast: measured, nothing for a model to write.
    forecastCheck: (items, day) => local.forecastCheck(items, day),

    async personaFor(persona, items) {
      return withFallback({
        task: 'personaFor',
        standIn: STAND_IN,
        log,
        provider: () => askPersona(client, model, persona, items),
        local: () => local.personaFor(persona, items),
        addNote: (writing, note) => ({ ...writing, note }),
      });
    },
  };
}
