// The usable pieces of each slot for one request, scored once, and their ranking as the answer's
// looks are chosen one after another (pieces already used move down).
import type { OutfitRequest, StylistItem } from '../../stylist.ts';
import {
  readGarment,
  SLOT_OF_CATEGORY,
  type GarmentTraits,
  type Slot,
} from '../garment/garment-traits.ts';
import { styleContextFor } from '../garment/style-context.ts';
import { seededUnit } from '../prng.ts';
import { scoreItem, type ScoringContext } from './item-scoring.ts';
import type { SlotDiagnosis } from './missing-pieces.ts';
import { pieceIneligibility, type Conditions, type Ineligibility } from './occasion-rules.ts';
import type { Piece } from './outfit-quality.ts';
import type { ExcludedPiece } from './outfit-tips.ts';

// Seeded noise on each piece's fit (fits run 0 to 1): enough that Refresh reshuffles near-equals,
// small enough that it never promotes a poor piece over a good one.
const NOISE = 0.25;
// Pieces already used in this answer rank lower, so later suggestions look elsewhere first.
const REUSE_PENALTY = 0.35;

const byId = (a: { id: string }, b: { id: string }) => (a.id < b.id ? -1 : a.id > b.id ? 1 : 0);
export const byRank = (a: Piece, b: Piece) => b.rank - a.rank || byId(a.item, b.item);

export interface Analysis {
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

/** Sorts every active piece into its slot's pool, or records why the rules kept it out. */
export function analyse(
  active: readonly StylistItem[],
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
    const reason = pieceIneligibility(traits, slot, conditions, item.id === request.anchorItemId);
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

/** Ranks a slot's pool for the next look: used pieces move down, or out when `skipUsed`. */
export function createRanker(pools: Map<Slot, Piece[]>, anchor: Piece | null) {
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
  const use = (look: readonly Piece[]) => {
    for (const p of look) if (p !== anchor) uses.set(p.item.id, (uses.get(p.item.id) ?? 0) + 1);
  };
  return { rankPool, use };
}
