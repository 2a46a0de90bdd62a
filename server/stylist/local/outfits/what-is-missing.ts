// What to tell the user when the wardrobe cannot make a look, or not as many as asked for.
import type { Slot } from '../garment/garment-traits.ts';
import {
  NEUTRALS_MISSING,
  RAIN_LAYER_MISSING,
  slotMessage,
  varietyMessage,
  type SlotDiagnosis,
} from './missing-pieces.ts';
import type { Conditions } from './occasion-rules.ts';

export interface MissingContext {
  templates: readonly (readonly Slot[])[];
  isRequired: (s: Slot) => boolean;
  diagnoses: Map<Slot, SlotDiagnosis>;
  conditions: Conditions;
  /** Usable pieces of a slot that can actually be worn (in the rain: layers that take rain). */
  usable: (s: Slot) => number;
  anchorSlot: Slot | null;
}

const CORE: ReadonlySet<Slot> = new Set(['top', 'bottom', 'dress']);

const diagnosisOf = (m: MissingContext, s: Slot): SlotDiagnosis =>
  m.diagnoses.get(s) ?? { slot: s, owned: [], inLaundry: [], eligible: 0, reasons: new Map() };

const requiredSlots = (template: readonly Slot[], m: MissingContext) =>
  template.filter(m.isRequired);

// On a tie, the layer the weather asks for is named first, then shoes.
const TIE_ORDER: readonly Slot[] = ['outerwear', 'shoes', 'top', 'bottom', 'dress', 'accessory'];

/** For fewer looks than asked: what to add, from the required slot with the fewest options. */
export function whatLimitsVariety(m: MissingContext): string {
  let best: Slot = 'shoes';
  let fewest = Number.POSITIVE_INFINITY;
  for (const t of m.templates) {
    const slots = requiredSlots(t, m).sort((a, b) => TIE_ORDER.indexOf(a) - TIE_ORDER.indexOf(b));
    if (slots.some((s) => m.usable(s) === 0)) continue;
    for (const s of slots) {
      if (s === m.anchorSlot) continue;
      const n = m.usable(s);
      if (n < fewest) {
        fewest = n;
        best = s;
      }
    }
  }
  return varietyMessage(diagnosisOf(m, best), m.conditions);
}

/** Messages for the slots that keep every template from being filled. */
export function whatIsMissing(m: MissingContext): string[] {
  const c = m.conditions;
  const empty = (s: Slot) => (m.diagnoses.get(s)?.eligible ?? 0) === 0;
  const blocked = m.templates.map((t) => requiredSlots(t, m).filter(empty));
  if (blocked.some((b) => b.length === 0)) {
    // Every slot of some template has pieces, yet no look passed: a rain layer, or the colours.
    if (c.rainy && m.isRequired('outerwear') && m.usable('outerwear') === 0)
      return [RAIN_LAYER_MISSING];
    return [NEUTRALS_MISSING];
  }

  const messages: string[] = [];
  if (blocked.every((b) => b.some((s) => CORE.has(s)))) {
    const coreOwned = [...CORE].some((s) => diagnosisOf(m, s).owned.length > 0);
    const dressIsAnOption = m.templates.some((t) => t.includes('dress'));
    const separates = m.templates.find((t) => t.includes('top'));
    if (!coreOwned && separates && dressIsAnOption) {
      messages.push('Add a top and a pair of bottoms, or a dress, to complete outfits');
    } else if (separates) {
      for (const s of ['top', 'bottom'] as const) {
        if (blocked[m.templates.indexOf(separates)]?.includes(s)) {
          messages.push(slotMessage(diagnosisOf(m, s), c, dressIsAnOption));
        }
      }
    } else {
      messages.push(slotMessage(diagnosisOf(m, 'dress'), c, false));
    }
  }
  for (const s of ['shoes', 'outerwear', 'accessory'] as const) {
    if (blocked.every((b) => b.includes(s)))
      messages.push(slotMessage(diagnosisOf(m, s), c, false));
  }
  return messages;
}
