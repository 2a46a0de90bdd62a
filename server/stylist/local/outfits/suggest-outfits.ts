import type { OutfitSuggestion } from '../../../../contract/outfits.ts';
import type { OutfitAnswer, OutfitRequest, StylistItem } from '../../stylist.ts';
import { isDark } from '../garment/color/color-families.ts';
import { readGarment, SLOT_OF_CATEGORY, type Slot } from '../garment/garment-traits.ts';
import { hashString, mulberry32 } from '../prng.ts';
import { lookRulesFor } from './look-rules.ts';
import { anchorMessage } from './missing-pieces.ts';
import { readOccasion } from './occasion-reading.ts';
import { conditionsFor, ineligibility } from './occasion-rules.ts';
import { outfitQuality, rankScore, styleRatingOf, type Piece } from './outfit-quality.ts';
import { planSlot, searchOutfits, type SlotPlan } from './outfit-search.ts';
import { describeOutfit, outfitTips, type TipContext } from './outfit-tips.ts';
import { analyse, createRanker } from './piece-pools.ts';
import { whatIsMissing, whatLimitsVariety, type MissingContext } from './what-is-missing.ts';

const DEFAULT_COUNT = 3;
const MAX_COUNT = 10;

const TEMPLATES: readonly (readonly Slot[])[] = [
  ['top', 'bottom', 'shoes', 'outerwear', 'accessory'],
  ['dress', 'shoes', 'outerwear', 'accessory'],
];
const OUTPUT_ORDER: readonly Slot[] = ['outerwear', 'top', 'bottom', 'dress', 'shoes', 'accessory'];

const byId = (a: { id: string }, b: { id: string }) => (a.id < b.id ? -1 : a.id > b.id ? 1 : 0);

const worn = (look: readonly Piece[]) =>
  new Set(look.filter((p) => p.slot !== 'accessory').map((p) => p.item.id));
const sharedIds = (a: readonly Piece[], b: readonly Piece[]) => {
  const ids = new Set(a.map((p) => p.item.id));
  return b.reduce((n, p) => n + (ids.has(p.item.id) ? 1 : 0), 0);
};
const differingWorn = (a: readonly Piece[], b: readonly Piece[]) => {
  const x = worn(a);
  const y = worn(b);
  let n = 0;
  for (const id of x) if (!y.has(id)) n += 1;
  return Math.max(n, y.size - (x.size - n));
};

// Looks of one answer differ as much as the wardrobe allows: at most half their pieces shared,
// else two worn pieces different, else at least one (never the same look with another bag).
const DIVERSITY: readonly ((a: readonly Piece[], b: readonly Piece[]) => boolean)[] = [
  (a, b) => sharedIds(a, b) * 2 <= Math.min(a.length, b.length),
  (a, b) => differingWorn(a, b) >= 2,
  (a, b) => differingWorn(a, b) >= 1,
];

/**
 * The local stylist: up to `count` complete, weather- and occasion-fit outfits from the
 * wardrobe (deterministic for a seed), best first, or what to add when the wardrobe cannot make
 * one or as many as asked.
 */
export function suggestOutfits(
  items: readonly StylistItem[],
  request: OutfitRequest,
): OutfitAnswer {
  const conditions = conditionsFor(request);
  // The reading of an occasion in words goes back with the looks, read or not.
  const occasionText = request.occasionText?.trim();
  const withReading = (answer: OutfitAnswer): OutfitAnswer =>
    occasionText
      ? { ...answer, occasionReading: { ...readOccasion(occasionText, request.occasion).reading } }
      : answer;
  const requested = Math.floor(Number(request.count ?? DEFAULT_COUNT));
  const count = Number.isFinite(requested)
    ? Math.min(MAX_COUNT, Math.max(1, requested))
    : DEFAULT_COUNT;
  const seed = Number.isFinite(request.seed) ? request.seed >>> 0 : 0;

  // First occurrence of an id wins; sorting by id makes the answer independent of input order.
  const unique = new Map<string, StylistItem>();
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
    if (reason)
      return withReading({ suggestions: [], missing: [anchorMessage(item, reason, conditions)] });
  }

  const templates = TEMPLATES.filter((t) => !anchor || t.includes(anchor.slot)).map((t) =>
    t.filter(
      (slot) => slot !== 'outerwear' || conditions.outerwearWelcome || anchor?.slot === slot,
    ),
  );
  // An occasion that asks for a layer (a hike, a picnic into the evening) gets one whenever the
  // weather allows one and the wardrobe has one that fits; if no look can take it, it goes without.
  let layerWanted =
    !!conditions.demands?.layers &&
    conditions.outerwearWelcome &&
    (pools.get('outerwear')?.length ?? 0) > 0;
  const isRequired = (slot: Slot) =>
    slot === anchor?.slot ||
    (slot !== 'accessory' && (slot !== 'outerwear' || conditions.outerwearRequired || layerWanted));

  const accessories = pools.get('accessory') ?? [];
  const umbrella =
    conditions.rainy &&
    (anchor?.slot === 'accessory'
      ? anchor.traits.rainGear
      : accessories.some((p) => p.traits.rainGear));
  // A sober occasion dresses on a dark base when the wardrobe has one (dark trousers, a black dress).
  const darkBase =
    !!conditions.demands?.codes.has('sober') &&
    (['bottom', 'dress'] as const).some((slot) =>
      (pools.get(slot) ?? []).some((p) => isDark(p.traits.color)),
    );
  const rules = lookRulesFor(conditions, umbrella, darkBase);
  // Pieces other rules may call for are always offered to the search.
  const mustOffer = (slot: Slot): ((p: Piece) => boolean) | undefined => {
    if (slot === 'accessory' && umbrella) return (p) => p.traits.rainGear;
    if (slot === 'top' && anchor?.traits.needsCollar) return (p) => p.traits.collared;
    if (slot === 'outerwear' && conditions.rainy) return (p) => p.traits.rainReady;
    return undefined;
  };

  const ranker = createRanker(pools, anchor);
  const search = (skipUsed: boolean) => {
    const plans = new Map<Slot, SlotPlan>();
    const planFor = (slot: Slot) => {
      let plan = plans.get(slot);
      if (!plan) {
        plan = planSlot(slot, isRequired(slot), ranker.rankPool(slot, skipUsed), mustOffer(slot));
        plans.set(slot, plan);
      }
      return plan;
    };
    return templates.flatMap((t) => searchOutfits(t.map(planFor), rules));
  };

  if (layerWanted && search(false).length === 0) layerWanted = false;

  const chosen: Piece[][] = [];
  let feasible = true;
  for (let n = 0; n < count && feasible; n++) {
    const finals = [search(false)];
    if (n === 0 && finals[0]?.length === 0) feasible = false;
    let best: Piece[] | null = null;
    for (const distinct of DIVERSITY) {
      for (const skipUsed of [false, true]) {
        if (skipUsed && !finals[1]) finals[1] = search(true);
        let bestScore = Number.NEGATIVE_INFINITY;
        for (const f of finals[skipUsed ? 1 : 0] ?? []) {
          if (!chosen.every((c) => distinct(f, c))) continue;
          const s = rankScore(f);
          if (s > bestScore) {
            best = f;
            bestScore = s;
          }
        }
        if (best) break;
      }
      if (best) break;
    }
    if (!best) break;
    chosen.push(best);
    ranker.use(best);
  }

  const withStyle =
    scoring.style.preferences.length > 0 ||
    !!(
      scoring.style.persona &&
      (scoring.style.persona.palette.length || scoring.style.persona.styles.length)
    );
  const rated = chosen.map((pieces) => {
    const ordered = [...pieces].sort(
      (a, b) => OUTPUT_ORDER.indexOf(a.slot) - OUTPUT_ORDER.indexOf(b.slot),
    );
    const quality = outfitQuality(ordered, withStyle);
    return { ordered, quality, rating: styleRatingOf(quality) };
  });
  // The best look comes first.
  rated.sort((a, b) => b.rating - a.rating || b.quality.score - a.quality.score);
  const suggestions = rated.map(({ ordered, quality, rating }) => {
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
      styleRating: rating,
      tips: outfitTips(ordered, quality, tipContext),
    };
    return suggestion;
  });

  const missingContext: MissingContext = {
    templates,
    isRequired,
    diagnoses,
    conditions,
    anchorSlot: anchor?.slot ?? null,
    usable: (s) =>
      s === 'outerwear' && conditions.rainy && !umbrella
        ? (pools.get(s) ?? []).filter((p) => p.traits.rainReady).length
        : (diagnoses.get(s)?.eligible ?? 0),
  };
  const missing = !feasible
    ? whatIsMissing(missingContext)
    : chosen.length < count
      ? [whatLimitsVariety(missingContext)]
      : [];
  return withReading(missing.length ? { suggestions, missing } : { suggestions });
}
