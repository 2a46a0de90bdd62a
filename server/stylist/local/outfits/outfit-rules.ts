import type { OutfitRequest, StylistItem } from '../../stylist.ts';
import { MAX_NON_NEUTRAL_COLORS, nonNeutralColorKeys } from '../garment/color/color-harmony.ts';
import { readGarment, SLOT_OF_CATEGORY, type Slot } from '../garment/garment-traits.ts';
import { lookProblems } from './look-rules.ts';
import { conditionsFor, pieceIneligibility } from './occasion-rules.ts';

/**
 * Lists every hard rule an outfit breaks for a request (empty when it is valid): only the
 * wardrobe's ids, no laundry, complete, weather-fit, occasion-fit, pieces that go together
 * (a tie with a collar, an umbrella for a layer that cannot take rain), at most three colours.
 * Usable on any outfit, e.g. one proposed by an external model.
 */
export function outfitViolations(
  itemIds: readonly string[],
  wardrobe: readonly StylistItem[],
  request: Pick<
    OutfitRequest,
    'occasion' | 'occasionText' | 'weather' | 'temperature' | 'anchorItemId'
  >,
): string[] {
  const c = conditionsFor(request);
  const byId = new Map(wardrobe.map((i) => [i.id, i]));
  const problems: string[] = [];
  const slots = new Map<Slot, number>();
  const colors = [];
  const worn: Parameters<typeof lookProblems>[0][number][] = [];
  if (new Set(itemIds).size !== itemIds.length) problems.push('an item appears twice');
  for (const id of itemIds) {
    const item = byId.get(id);
    if (!item) {
      problems.push(`${id} is not in the wardrobe`);
      continue;
    }
    if (!item.isActive) problems.push(`${item.name} is not active`);
    if (item.inLaundry) problems.push(`${item.name} is in the laundry`);
    const slot = SLOT_OF_CATEGORY[item.category];
    if (!slot) {
      problems.push(`${item.name} has an unknown category`);
      continue;
    }
    slots.set(slot, (slots.get(slot) ?? 0) + 1);
    const traits = readGarment(item);
    colors.push(traits.color);
    worn.push({ slot, traits });
    const reason = pieceIneligibility(traits, slot, c, id === request.anchorItemId);
    if (reason) problems.push(`${item.name}: ${reason}`);
  }
  const has = (s: Slot) => (slots.get(s) ?? 0) > 0;
  if (!(has('dress') || (has('top') && has('bottom'))))
    problems.push('needs a top and a bottom, or a dress');
  if (!has('shoes')) problems.push('needs shoes');
  if (c.outerwearRequired && !has('outerwear')) problems.push('needs outerwear for the weather');
  const anchorIsLayer = request.anchorItemId
    ? byId.get(request.anchorItemId)?.category === 'outerwear'
    : false;
  if (!c.outerwearWelcome && has('outerwear') && !anchorIsLayer)
    problems.push('no layer on a hot, dry day');
  problems.push(...lookProblems(worn, c));
  if (nonNeutralColorKeys(colors).size > MAX_NON_NEUTRAL_COLORS)
    problems.push('more than three non-neutral colours');
  if (request.anchorItemId && !itemIds.includes(request.anchorItemId))
    problems.push('the anchor piece is missing');
  return problems;
}
