import { agree, capitalize, itOrThem, yours } from '../garment/phrasing.ts';
import type { ProfiledItem } from '../garment/profiled-item.ts';
import { groupByColor, leastWornFirst } from './color-groups.ts';
import { daysSince } from './day-pick.ts';
import { bestPartner, harmonyReason, pairScore, slotOf } from './pairing.ts';
import type { TipOption } from './tip-types.ts';

// Not worn for this long counts as neglected.
const NEGLECTED_AFTER_DAYS = 30;
const OPTIONS = 5;
// Worn this often (and well above the wardrobe's average) deserves a rest.
const REST_FROM_WEARS = 8;

const worn = (p: ProfiledItem) => Math.max(0, p.item.timesWorn || 0);
const byId = (a: ProfiledItem, b: ProfiledItem) => (a.item.id < b.item.id ? -1 : 1);

/** Neglected pieces (never worn, or not for a month), each paired with what suits it best. */
export function rotationTips(available: readonly ProfiledItem[], now: Date): TipOption[] {
  const neglected = available
    .map((p) => ({ p, days: daysSince(p.item.lastWorn, now) }))
    .filter(({ p, days }) => worn(p) === 0 || (days !== null && days >= NEGLECTED_AFTER_DAYS))
    .sort(
      (a, b) =>
        Number(worn(b.p) === 0) - Number(worn(a.p) === 0) ||
        (b.days ?? 0) - (a.days ?? 0) ||
        byId(a.p, b.p),
    )
    .slice(0, OPTIONS);
  return neglected.map(({ p, days }) => {
    const name = p.item.name;
    const opener =
      worn(p) === 0
        ? `${capitalize(yours(name))} ${agree(name, "hasn't", "haven't")} been worn yet`
        : `You haven't worn ${yours(name)} in ${days} days`;
    const pairing = bestPartner(p, available);
    if (!pairing) return { text: `${opener}: build today's outfit around ${itOrThem(name)}.` };
    const reason = harmonyReason(p, pairing.partner, pairing.harmony);
    return {
      text: `${opener}. Try ${itOrThem(name)} with ${yours(pairing.partner.item.name)}: ${reason}.`,
    };
  });
}

/** The most striking colour pairings the wardrobe can make (one piece per colour and slot). */
export function pairingTips(available: readonly ProfiledItem[]): TipOption[] {
  const wanted = new Set(['analogous', 'complementary', 'split-complementary', 'triadic', 'tonal']);
  const left = groupByColor(
    available.filter((p) => slotOf(p) === 'top' || slotOf(p) === 'dress'),
    leastWornFirst,
    slotOf,
  );
  const right = groupByColor(
    available.filter((p) => slotOf(p) === 'bottom' || slotOf(p) === 'outerwear'),
    leastWornFirst,
    slotOf,
  );
  const pairs: { a: ProfiledItem; b: ProfiledItem; score: number; reason: string }[] = [];
  for (const { representative: a } of left) {
    for (const { representative: b } of right) {
      if (slotOf(a) === 'dress' && slotOf(b) === 'bottom') continue;
      const { harmony, score } = pairScore(a, b);
      if (!wanted.has(harmony.kind)) continue;
      pairs.push({ a, b, score, reason: harmonyReason(a, b, harmony) });
    }
  }
  pairs.sort((x, y) => y.score - x.score || byId(x.a, y.a) || byId(x.b, y.b));
  return pairs.slice(0, OPTIONS).map(({ a, b, reason }) => ({
    text: `Pair ${yours(a.item.name)} with ${yours(b.item.name)}: ${reason}.`,
  }));
}

// Formality to the nearest quarter: pieces this alike pair with the same tops.
const formalityStep = (p: ProfiledItem) => String(Math.round(p.traits.formality * 4));

/** Bottoms that go with many of the tops: anchors for a week of outfits. */
export function versatilityTips(available: readonly ProfiledItem[]): TipOption[] {
  const tops = groupByColor(
    available.filter((p) => slotOf(p) === 'top'),
    leastWornFirst,
    formalityStep,
  );
  const bottoms = groupByColor(
    available.filter((p) => slotOf(p) === 'bottom'),
    // The most worn of alike bottoms is the one people reach for: make it the anchor.
    (a, b) => -leastWornFirst(a, b),
    formalityStep,
  );
  return bottoms
    .map(({ representative: bottom }) => ({
      bottom,
      count: tops.reduce((n, { representative: t, size }) => {
        const { harmony } = pairScore(bottom, t);
        const close = Math.abs(bottom.traits.formality - t.traits.formality) <= 1.5;
        return harmony.score >= 0.3 && close ? n + size : n;
      }, 0),
    }))
    .filter((v) => v.count >= 3)
    .sort((x, y) => y.count - x.count || byId(x.bottom, y.bottom))
    .slice(0, OPTIONS)
    .map(({ bottom, count }) => {
      const name = bottom.item.name;
      return {
        text: `${capitalize(yours(name))} ${agree(name, 'goes', 'go')} with ${count} of your tops: make ${itOrThem(name)} the anchor of this week's outfits.`,
      };
    });
}

/** A stand-in from the same category: the same kind of garment first, then the nearest formality. */
function standIn(p: ProfiledItem, pool: readonly ProfiledItem[]): ProfiledItem | null {
  const candidates = pool
    .filter((o) => o.item.id !== p.item.id && o.item.category === p.item.category)
    .filter((o) => Math.abs(o.traits.formality - p.traits.formality) <= 1)
    .sort(
      (a, b) =>
        Number(b.traits.garment === p.traits.garment) -
          Number(a.traits.garment === p.traits.garment) ||
        Math.abs(a.traits.formality - p.traits.formality) -
          Math.abs(b.traits.formality - p.traits.formality) ||
        worn(a) - worn(b) ||
        byId(a, b),
    );
  return candidates[0] ?? null;
}

/** The hardest-worked pieces, each with a stand-in to give them a rest. */
export function restTips(available: readonly ProfiledItem[]): TipOption[] {
  const mean = available.reduce((s, p) => s + worn(p), 0) / Math.max(1, available.length);
  return available
    .filter((p) => worn(p) >= REST_FROM_WEARS && worn(p) >= 2 * mean)
    .sort((a, b) => worn(b) - worn(a) || byId(a, b))
    .slice(0, OPTIONS)
    .flatMap((p) => {
      const other = standIn(
        p,
        available.filter((o) => worn(o) < worn(p)),
      );
      if (!other) return [];
      const name = p.item.name;
      return [
        {
          text: `You've worn ${yours(name)} ${worn(p)} times: give ${itOrThem(name)} a rest today and reach for ${yours(other.item.name)} instead.`,
        },
      ];
    });
}

/** Pieces in the laundry, each with what can stand in for them. */
export function laundryTips(
  inLaundry: readonly ProfiledItem[],
  available: readonly ProfiledItem[],
): TipOption[] {
  return [...inLaundry]
    .sort(byId)
    .slice(0, OPTIONS)
    .flatMap((p) => {
      const other = standIn(p, available);
      if (!other) return [];
      const name = p.item.name;
      return [
        {
          text: `${capitalize(yours(name))} ${agree(name, 'is', 'are')} in the laundry: ${yours(other.item.name)} can stand in today.`,
        },
      ];
    });
}
