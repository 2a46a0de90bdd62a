import type { PackingSuggestion } from '../../../../contract/packing-lists.ts';
import type { PackingRequest, StylistItem } from '../../stylist.ts';
import { PACK_LIGHT_LAST_AT_OR_BELOW, PACK_WARM_LAST_AT_OR_ABOVE } from '../climate/climate.ts';
import { pairHarmony } from '../garment/color/color-harmony.ts';
import { conditionsFor } from '../outfits/occasion-rules.ts';
import { forEachOutfit, goTogether, readPieces, type ReadPiece } from './outfit-combinations.ts';

/** How many of each kind a trip of `days` needs: rewear bottoms and shoes, not tops. */
export function packingTargets(days: number) {
  return {
    tops: Math.min(days, 7, 1 + Math.ceil(days * 0.6)),
    bottoms: days <= 2 ? 1 : days <= 6 ? 2 : 3,
    dresses: days >= 3 ? 1 : 0,
    shoes: days <= 4 ? 1 : 2,
  };
}

// A travel wardrobe is worn to anything: casual is the trip's default occasion.
const TRAVEL_OCCASION_BIT = 1 << 1;

const neutral = (p: ReadPiece) =>
  p.traits.color.kind === 'neutral' || p.traits.color.kind === 'unknown';

/** How well a piece sits with the pieces already packed: the sum of their colour harmonies. */
function fitWith(piece: ReadPiece, packed: readonly ReadPiece[]): number {
  let score = 0;
  for (const other of packed) score += pairHarmony(piece.traits.color, other.traits.color).score;
  return score;
}

/** Picks `count` pieces one by one, each the best fit with what is packed so far. */
function pickGreedy(
  candidates: readonly ReadPiece[],
  count: number,
  packed: ReadPiece[],
  partners: readonly ReadPiece[],
  temperature: number,
): ReadPiece[] {
  const picked: ReadPiece[] = [];
  const left = [...candidates];
  while (picked.length < count && left.length) {
    let best = -1;
    let bestScore = -Infinity;
    left.forEach((piece, index) => {
      // Versatility first: how many partners it goes with; then colour fit; then a neutral.
      const matches = partners.filter((p) => goTogether([piece, p])).length;
      const sameColour = picked.filter(
        (p) => p.traits.color.key && p.traits.color.key === piece.traits.color.key,
      ).length;
      const score =
        matches * 2 +
        fitWith(piece, packed) +
        (neutral(piece) ? 0.5 : 0) -
        sameColour * 1.5 -
        weatherMismatch(piece, temperature);
      if (score > bestScore) {
        bestScore = score;
        best = index;
      }
    });
    const [chosen] = left.splice(best, 1);
    picked.push(chosen!);
    packed.push(chosen!);
  }
  return picked;
}

/** Warm pieces on a hot trip and light ones on a cold trip are allowed, but packed last. */
function weatherMismatch(piece: ReadPiece, temperature: number): number {
  const warmth = piece.traits.warmth;
  if (temperature >= PACK_WARM_LAST_AT_OR_ABOVE) return Math.max(0, warmth - 1) * 1.5;
  if (temperature <= PACK_LIGHT_LAST_AT_OR_BELOW) return Math.max(0, 1.5 - warmth) * 1.5;
  return 0;
}

const plural = (n: number, one: string, many = `${one}s`) => `${n} ${n === 1 ? one : many}`;

/**
 * A small mix-and-match set from clean pieces that covers every day of a trip: tops, bottoms or
 * a dress, shoes, and one layer when it is cool or rainy. Each pick says why it is there.
 */
export function packingSuggestions(
  items: readonly StylistItem[],
  request: PackingRequest,
): PackingSuggestion {
  const clean = items.filter((i) => i.isActive && !i.inLaundry);
  const conditions = conditionsFor({ occasion: 'casual', ...request });
  const pieces = readPieces(clean, request).filter((p) => p.occasions & TRAVEL_OCCASION_BIT);
  const of = (slot: ReadPiece['slot']) => pieces.filter((p) => p.slot === slot);
  const targets = packingTargets(request.days);
  const packed: ReadPiece[] = [];

  const bottoms = pickGreedy(of('bottom'), targets.bottoms, packed, of('top'), request.temperature);
  const tops = pickGreedy(of('top'), targets.tops, packed, bottoms, request.temperature);
  const dresses = pickGreedy(
    of('dress'),
    bottoms.length ? targets.dresses : targets.tops,
    packed,
    [],
    request.temperature,
  );
  const shoes = pickGreedy(
    of('shoes'),
    targets.shoes,
    packed,
    [...tops, ...bottoms, ...dresses],
    request.temperature,
  );
  const layerNeeded = conditions.outerwearRequired;
  const rainLayers = of('outerwear').filter(
    (p) => !request.weather.includes('rain') || p.traits.rainReady,
  );
  const layers = layerNeeded
    ? pickGreedy(
        rainLayers.length ? rainLayers : of('outerwear'),
        1,
        packed,
        [...tops, ...dresses],
        request.temperature,
      )
    : [];

  let outfitCount = 0;
  forEachOutfit(
    packed,
    () => {
      outfitCount += 1;
    },
    { layerRequired: false },
  );

  const reasons = new Map<ReadPiece, string>();
  for (const b of bottoms) {
    const n = tops.filter((t) => goTogether([t, b])).length;
    reasons.set(
      b,
      `${b.item.name} is the base of ${plural(n, 'look')}: it goes with ${n === tops.length && n > 1 ? 'every top' : plural(n, 'of the tops', 'of the tops')} you pack.`,
    );
  }
  for (const t of tops) {
    const n = bottoms.filter((b) => goTogether([t, b])).length;
    reasons.set(
      t,
      n
        ? `${t.item.name} pairs with ${n === bottoms.length && n > 1 ? 'both bottoms' : plural(n, 'bottom')} in the bag${neutral(t) ? ', and its neutral colour goes with everything' : ''}.`
        : `${t.item.name} adds a change of colour.`,
    );
  }
  for (const d of dresses)
    reasons.set(
      d,
      `${d.item.name} is a whole outfit in one piece: light to pack, easy to dress up.`,
    );
  for (const s of shoes) {
    const rain = request.weather === 'rainy' && s.traits.rainReady ? ' and handle the rain' : '';
    reasons.set(
      s,
      `${s.item.name}: ${shoes.length === 1 ? 'one pair that goes' : 'goes'} with every outfit here${rain}.`,
    );
  }
  for (const l of layers) {
    const why =
      request.weather === 'rainy'
        ? l.traits.rainReady
          ? 'keeps the rain off'
          : 'covers rainy days'
        : `keeps you warm at ${request.temperature} °F`;
    reasons.set(l, `${l.item.name} ${why} and layers over every top.`);
  }

  const missing: string[] = [];
  if (!tops.length && !dresses.length) missing.push('Tops (or a dress) for the trip');
  if (!bottoms.length && !dresses.length) missing.push('Bottoms (or a dress) for the trip');
  if (!shoes.length) missing.push('A pair of shoes suited to the weather');
  if (layerNeeded && !layers.length)
    missing.push(
      request.weather === 'rainy' ? 'A rain-ready jacket' : 'A warm layer for the cool days',
    );
  if (outfitCount > 0 && outfitCount < request.days && !missing.length) {
    missing.push(
      `More tops: the set makes ${plural(outfitCount, 'outfit')} for ${plural(request.days, 'day')}`,
    );
  }

  const order = [...tops, ...bottoms, ...dresses, ...shoes, ...layers];
  const days = plural(request.days, 'day');
  const summary = order.length
    ? `${plural(order.length, 'piece')} for ${days} make ${plural(outfitCount, 'outfit')}: ${tops.length && bottoms.length ? `${plural(tops.length, 'top')} mix with ${plural(bottoms.length, 'bottom')}` : 'each piece works with the others'}${layers.length ? ', with one layer for the weather' : ''}. All clean, and right for ${request.weather} days around ${request.temperature} °F.`
    : `Nothing clean in your wardrobe suits ${request.weather} days around ${request.temperature} °F yet.`;
  return {
    picks: order.map((p) => ({ itemId: p.item.id, reason: reasons.get(p) ?? p.item.name })),
    summary,
    outfitCount,
    missing,
  };
}
