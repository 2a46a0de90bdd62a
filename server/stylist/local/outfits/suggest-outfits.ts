import { readGarment, type GarmentTraits } from './garment-traits.ts';
import { scoreItem, type ScoringContext } from './item-scoring.ts';
import {
  anchorMessage,
  NEUTRALS_MISSING,
  slotMessage,
  varietyMessage,
  type SlotDiagnosis,
} from './missing-pieces.ts';
import {
  conditionsFor,
  ineligibility,
  SLOT_OF_CATEGORY,
  type Conditions,
  type Ineligibility,
  type Slot,
} from './occasion-rules.ts';
import { outfitQuality, rankScore, styleRatingOf, type Piece } from './outfit-quality.ts';
import { planSlot, searchOutfits, type SlotPlan } from './outfit-search.ts';
import { describeOutfit, outfitTips, type ExcludedPiece, type TipContext } from './outfit-tips.ts';
import { hashString, mulberry32, seededUnit } from './prng.ts';
import { styleContextFor } from './style-context.ts';
import type { CandidateItem, OutfitAnswer, OutfitRequest, OutfitSuggestion } from './types.ts';

const DEFAULT_COUNT = 3;
const MAX_COUNT = 10;
// Seeded noise on each piece's fit (fits run 0 to 1): enough that Refresh reshuffles near-equals,
// small enough that it never promotes a poor piece over a good one.
const NOISE = 0.25;
// Pieces already used in this answer rank lower, so later suggestions look elsewhere first.
const REUSE_PENALTY = 0.35;

const TEMPLATES: readonly (readonly Slot[])[] = [
  ['top', 'bottom', 'shoes', 'outerwear', 'accessory'],
  ['dress', 'shoes', 'outerwear', 'accessory'],
];
const OUTPUT_ORDER: readonly Slot[] = ['outerwear', 'top', 'bottom', 'dress', 'shoes', 'accessory'];

const byId = (a: { id: string }, b: { id: string }) => (a.id < b.id ? -1 : a.id > b.id ? 1 : 0);
const byRank = (a: Piece, b: Piece) => b.rank - a.rank || byId(a.item, b.item);

interface Analysis {
  /** Usable pieces per slot, best base rank first. */
  pools: Map<Slot, Piece[]>;
  diagnoses: Map<Slot, SlotDiagnosis>;
  /** Pieces the weather ruled out, for tips. */
  excluded: ExcludedPiece[];
  meanTimesWorn: number;
  scoring: ScoringContext;
}

const isExcludedReason = (r: Ineligibility): r is ExcludedPiece['reason'] =>
  r === 'rain' || r === 'cold' || r === 'heat';

function excludedMaterial(traits: GarmentTraits, reason: Ineligibility): string | null {
  if (reason === 'rain')
    return traits.materials.find((m) => ['suede', 'nubuck', 'canvas'].includes(m)) ?? null;
  if (reason === 'heat') return traits.materials[0] ?? null;
  return traits.garment;
}

function analyse(
  active: readonly CandidateItem[],
  request: OutfitRequest,
  conditions: Conditions,
  seed: number,
): Analysis {
  const candidates = active.filter((i) => !i.inLaundry);
  const meanTimesWorn = candidates.length
    ? candidates.reduce((s, i) => s + Math.max(0, i.timesWorn || 0), 0) / candidates.length
    : 0;
  const style = styleContextFor(request.stylePreferences ?? [], request.persona);
  const personaTarget = style.persona?.formalityTarget ?? null;
  const rule = conditions.rule;
  const formalityTarget =
    personaTarget === null
      ? rule.target
      : Math.min(rule.max, Math.max(rule.min, 0.7 * rule.target + 0.3 * personaTarget));
  const scoring: ScoringContext = {
    conditions,
    style,
    formalityTarget,
    meanTimesWorn,
    now: request.now,
  };

  const pools = new Map<Slot, Piece[]>();
  const diagnoses = new Map<Slot, SlotDiagnosis>();
  const excluded: ExcludedPiece[] = [];
  for (const slot of Object.values(SLOT_OF_CATEGORY)) {
    pools.set(slot, []);
    diagnoses.set(slot, { slot, owned: [], inLaundry: [], eligible: 0, reasons: new Map() });
  }
  for (const item of active) {
    const slot = SLOT_OF_CATEGORY[item.category];
    const diagnosis = diagnoses.get(slot);
    if (!diagnosis) continue;
    diagnosis.owned.push(item);
    if (item.inLaundry) {
      diagnosis.inLaundry.push(item);
      continue;
    }
    const traits = readGarment(item);
    const reason = ineligibility(traits, slot, conditions);
    if (reason) {
      diagnosis.reasons.set(reason, (diagnosis.reasons.get(reason) ?? 0) + 1);
      if (isExcludedReason(reason)) {
        excluded.push({ item, reason, material: excludedMaterial(traits, reason) });
      }
      continue;
    }
    diagnosis.eligible += 1;
    const score = scoreItem(item, traits, slot, scoring);
    const baseRank = score.fit + NOISE * seededUnit(seed, item.id);
    pools.get(slot)?.push({ item, traits, slot, score, baseRank, rank: baseRank });
  }
  for (const pool of pools.values()) pool.sort(byRank);
  return { pools, diagnoses, excluded, meanTimesWorn, scoring };
}

const sharesAtMostHalf = (a: readonly Piece[], b: readonly Piece[]) => {
  const ids = new Set(a.map((p) => p.item.id));
  const shared = b.reduce((n, p) => n + (ids.has(p.item.id) ? 1 : 0), 0);
  return shared * 2 <= Math.min(a.length, b.length);
};

/**
 * The local stylist: up to `count` complete, weather- and occasion-fit outfits from the
 * wardrobe (deterministic for a seed), or what to add when the wardrobe cannot make one.
 */
export function suggestOutfits(
  items: readonly CandidateItem[],
  request: OutfitRequest,
): OutfitAnswer {
  const conditions = conditionsFor(request);
  const requested = Math.floor(Number(request.count ?? DEFAULT_COUNT));
  const count = Number.isFinite(requested)
    ? Math.min(MAX_COUNT, Math.max(1, requested))
    : DEFAULT_COUNT;
  const seed = Number.isFinite(request.seed) ? request.seed >>> 0 : 0;

  // First occurrence of an id wins; sorting by id makes the answer independent of input order.
  const unique = new Map<string, CandidateItem>();
  for (const item of items)
    if (!unique.has(item.id) && SLOT_OF_CATEGORY[item.category]) unique.set(item.id, item);
  const active = [...unique.values()].filter((i) => i.isActive).sort(byId);
  const { pools, diagnoses, excluded, meanTimesWorn, scoring } = analyse(
    active,
    request,
    conditions,
    seed,
  );

  // Build around one piece: it must itself be usable, and it fixes its slot and template.
  let anchor: Piece | null = null;
  if (request.anchorItemId) {
    const item = unique.get(request.anchorItemId);
    let reason: Parameters<typeof anchorMessage>[1] | null = null;
    if (!item) reason = 'missing';
    else if (!item.isActive) reason = 'inactive';
    else if (item.inLaundry) reason = 'laundry';
    else {
      anchor =
        pools.get(SLOT_OF_CATEGORY[item.category])?.find((p) => p.item.id === item.id) ?? null;
      if (!anchor)
        reason =
          ineligibility(readGarment(item), SLOT_OF_CATEGORY[item.category], conditions) ??
          'missing';
    }
    if (reason) return { suggestions: [], missing: [anchorMessage(item, reason, conditions)] };
  }

  const templates = TEMPLATES.filter((t) => !anchor || t.includes(anchor.slot)).map((t) =>
    t.filter(
      (slot) => slot !== 'outerwear' || conditions.outerwearWelcome || anchor?.slot === slot,
    ),
  );
  const isRequired = (slot: Slot) =>
    slot === anchor?.slot ||
    (slot !== 'accessory' && (slot !== 'outerwear' || conditions.outerwearRequired));

  const uses = new Map<string, number>();
  // Pools are sorted by base rank once; each round only the few used pieces move down.
  const rankPool = (slot: Slot, skipUsed: boolean): Piece[] => {
    if (anchor && slot === anchor.slot) return [anchor];
    const pool = pools.get(slot) ?? [];
    const fresh: Piece[] = [];
    const used: Piece[] = [];
    for (const p of pool) {
      const n = uses.get(p.item.id) ?? 0;
      p.rank = p.baseRank - REUSE_PENALTY * n;
      (n > 0 ? used : fresh).push(p);
    }
    if (used.length === 0) return pool;
    // A slot that only has used pieces keeps them: sharing is allowed up to half an outfit.
    if (skipUsed && fresh.length > 0) return fresh;
    used.sort(byRank);
    const merged: Piece[] = [];
    let i = 0;
    let j = 0;
    while (i < fresh.length || j < used.length) {
      const a = fresh[i];
      const b = used[j];
      if (b === undefined || (a !== undefined && byRank(a, b) <= 0)) {
        if (a) merged.push(a);
        i += 1;
      } else {
        merged.push(b);
        j += 1;
      }
    }
    return merged;
  };
  const search = (skipUsed: boolean) => {
    const plans = new Map<Slot, SlotPlan>();
    const planFor = (slot: Slot) => {
      let plan = plans.get(slot);
      if (!plan) {
        plan = planSlot(slot, isRequired(slot), rankPool(slot, skipUsed));
        plans.set(slot, plan);
      }
      return plan;
    };
    return templates.flatMap((t) => searchOutfits(t.map(planFor)));
  };

  const chosen: Piece[][] = [];
  let feasible = true;
  for (let n = 0; n < count; n++) {
    let finals = search(false);
    if (n === 0 && finals.length === 0) {
      feasible = false;
      break;
    }
    let diverse = finals.filter((f) => chosen.every((c) => sharesAtMostHalf(f, c)));
    if (!diverse.length) {
      finals = search(true);
      diverse = finals.filter((f) => chosen.every((c) => sharesAtMostHalf(f, c)));
    }
    let best: Piece[] | null = null;
    let bestScore = Number.NEGATIVE_INFINITY;
    for (const f of diverse) {
      const s = rankScore(f);
      if (s > bestScore) {
        best = f;
        bestScore = s;
      }
    }
    if (!best) break;
    chosen.push(best);
    for (const p of best) if (p !== anchor) uses.set(p.item.id, (uses.get(p.item.id) ?? 0) + 1);
  }

  const suggestions = chosen.map((pieces) => {
    const ordered = [...pieces].sort(
      (a, b) => OUTPUT_ORDER.indexOf(a.slot) - OUTPUT_ORDER.indexOf(b.slot),
    );
    const quality = outfitQuality(ordered);
    const ids = ordered.map((p) => p.item.id);
    const tipContext: TipContext = {
      conditions,
      preferences: scoring.style.preferences,
      persona: scoring.style.persona,
      anchorId: anchor?.item.id ?? null,
      excluded,
      meanTimesWorn,
      random: mulberry32((seed ^ hashString(ids.join('|'))) >>> 0),
    };
    const suggestion: OutfitSuggestion = {
      description: describeOutfit(ordered, tipContext),
      items: ids,
      styleRating: styleRatingOf(quality),
      tips: outfitTips(ordered, quality, tipContext),
    };
    return suggestion;
  });

  const missing = feasible
    ? chosen.length < count
      ? [varietyMessage(bottleneck(templates, isRequired, diagnoses, anchor))]
      : []
    : whatIsMissing(templates, isRequired, diagnoses, conditions);
  return missing.length ? { suggestions, missing } : { suggestions };
}

function requiredSlots(template: readonly Slot[], isRequired: (s: Slot) => boolean) {
  return template.filter(isRequired);
}

/** The required slot with the fewest usable pieces, among templates that can be filled. */
function bottleneck(
  templates: readonly (readonly Slot[])[],
  isRequired: (s: Slot) => boolean,
  diagnoses: Map<Slot, SlotDiagnosis>,
  anchor: Piece | null,
): Slot {
  let best: Slot = 'shoes';
  let fewest = Number.POSITIVE_INFINITY;
  for (const t of templates) {
    const slots = requiredSlots(t, isRequired);
    if (slots.some((s) => (diagnoses.get(s)?.eligible ?? 0) === 0)) continue;
    for (const s of slots) {
      if (s === anchor?.slot) continue;
      const n = diagnoses.get(s)?.eligible ?? 0;
      if (n < fewest) {
        fewest = n;
        best = s;
      }
    }
  }
  return best;
}

const CORE: ReadonlySet<Slot> = new Set(['top', 'bottom', 'dress']);

/** Messages for the slots that keep every template from being filled. */
function whatIsMissing(
  templates: readonly (readonly Slot[])[],
  isRequired: (s: Slot) => boolean,
  diagnoses: Map<Slot, SlotDiagnosis>,
  conditions: Conditions,
): string[] {
  const empty = (s: Slot) => (diagnoses.get(s)?.eligible ?? 0) === 0;
  const blocked = templates.map((t) => requiredSlots(t, isRequired).filter(empty));
  // Every slot of some template has pieces, yet no outfit passed: only the colour rule is left.
  if (blocked.some((b) => b.length === 0)) return [NEUTRALS_MISSING];

  const messages: string[] = [];
  const diagnosis = (s: Slot) =>
    diagnoses.get(s) ?? { slot: s, owned: [], inLaundry: [], eligible: 0, reasons: new Map() };
  if (blocked.every((b) => b.some((s) => CORE.has(s)))) {
    const coreOwned = [...CORE].some((s) => diagnosis(s).owned.length > 0);
    const dressIsAnOption = templates.some((t) => t.includes('dress'));
    const separates = templates.find((t) => t.includes('top'));
    if (!coreOwned && separates && dressIsAnOption) {
      messages.push('Add a top and a pair of bottoms, or a dress, to complete outfits');
    } else if (separates) {
      for (const s of ['top', 'bottom'] as const) {
        if (blocked[templates.indexOf(separates)]?.includes(s)) {
          messages.push(slotMessage(diagnosis(s), conditions, dressIsAnOption));
        }
      }
    } else {
      messages.push(slotMessage(diagnosis('dress'), conditions, false));
    }
  }
  for (const s of ['shoes', 'outerwear', 'accessory'] as const) {
    if (blocked.every((b) => b.includes(s)))
      messages.push(slotMessage(diagnosis(s), conditions, false));
  }
  return messages;
}
