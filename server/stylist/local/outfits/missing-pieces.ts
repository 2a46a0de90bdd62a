import { COLOR_FAMILY_LABELS, type Occasion } from '../../../../contract/outfits.ts';
import type { StylistItem } from '../../stylist.ts';
import { OUTERWEAR_AT_OR_BELOW } from '../climate/climate.ts';
import type { Slot } from '../garment/garment-traits.ts';
import type { Conditions, Ineligibility, OccasionDemands } from './occasion-rules.ts';
import { isAre, nameOf } from './outfit-tips.ts';

/** Why a slot has no usable piece: what is owned, what is in the wash, what the rules excluded. */
export interface SlotDiagnosis {
  slot: Slot;
  /** Active pieces of the slot's category, laundry included. */
  owned: StylistItem[];
  inLaundry: StylistItem[];
  eligible: number;
  /** Counts of rule failures among pieces that are not in the laundry. */
  reasons: Map<Ineligibility, number>;
}

export const SHOES_MISSING = 'Add a pair of shoes to complete outfits';

const NOUN: Readonly<Record<Slot, string>> = {
  top: 'a top',
  bottom: 'a pair of bottoms',
  dress: 'a dress',
  outerwear: 'a coat or jacket',
  shoes: 'a pair of shoes',
  accessory: 'an accessory',
};

const PLURAL: Readonly<Record<Slot, string>> = {
  top: 'tops',
  bottom: 'bottoms',
  dress: 'dresses',
  outerwear: 'coats and jackets',
  shoes: 'shoes',
  accessory: 'accessories',
};

const NAME_EXAMPLE: Readonly<Record<Slot, string>> = {
  top: 'Grey Jumper',
  bottom: 'Blue Jeans',
  dress: 'Floral Wrap Dress',
  outerwear: 'Navy Wool Coat',
  shoes: 'Brown Leather Boots',
  accessory: 'Silver Watch',
};

const OCCASION_WORD: Readonly<Record<Occasion, { adjective: string; phrase: string }>> = {
  work: { adjective: 'work-appropriate', phrase: 'work' },
  casual: { adjective: 'casual', phrase: 'casual days' },
  evening: { adjective: 'dressy', phrase: 'an evening out' },
  date: { adjective: 'date-ready', phrase: 'a date' },
  formal: { adjective: 'formal', phrase: 'formal occasions' },
  athletic: { adjective: 'athletic', phrase: 'workouts' },
};

const EXAMPLES: Readonly<Record<Occasion, Readonly<Record<Slot, string>>>> = {
  work: {
    top: 'a shirt, blouse or fine knit',
    bottom: 'trousers, chinos or a skirt',
    dress: 'a shirt or sheath dress',
    outerwear: 'a blazer, trench or wool coat',
    shoes: 'loafers, flats or ankle boots',
    accessory: 'a watch or a belt',
  },
  casual: {
    top: 'a tee, shirt or sweater',
    bottom: 'jeans, chinos or a casual skirt',
    dress: 'a day dress',
    outerwear: 'a denim or bomber jacket',
    shoes: 'sneakers, flats or boots',
    accessory: 'a tote or a cap',
  },
  evening: {
    top: 'a silk or satin top',
    bottom: 'tailored trousers or a skirt',
    dress: 'a slip or cocktail dress',
    outerwear: 'a tailored coat or a blazer',
    shoes: 'heels, loafers or chelsea boots',
    accessory: 'a clutch or jewellery',
  },
  date: {
    top: 'a blouse or a shirt',
    bottom: 'dark jeans, trousers or a skirt',
    dress: 'a wrap or midi dress',
    outerwear: 'a leather jacket or a trench',
    shoes: 'boots, flats or loafers',
    accessory: 'jewellery or a small bag',
  },
  formal: {
    top: 'a silk blouse or a dress shirt',
    bottom: 'tailored trousers or a pencil skirt',
    dress: 'a cocktail dress or a gown',
    outerwear: 'a wool coat or an overcoat',
    shoes: 'oxfords, loafers or heels',
    accessory: 'a clutch or a tie',
  },
  athletic: {
    top: 'a tee, tank or sports bra',
    bottom: 'leggings, joggers or athletic shorts',
    dress: 'a tennis dress',
    outerwear: 'a windbreaker or track jacket',
    shoes: 'trainers or running shoes',
    accessory: 'a cap',
  },
};

/** How a message names the occasion: the user's own, as read ("an Indian wedding"), or the button's. */
const occasionPhrase = (c: Conditions) => c.demands?.phrase ?? OCCASION_WORD[c.occasion].phrase;

/** What an occasion's dress code asks of a slot, in words: "not white or black, covering up". */
function dressCodeHint(d: OccasionDemands, slot: Slot): string {
  const parts: string[] = [];
  const worn = slot !== 'shoes' && slot !== 'accessory';
  if (d.avoid.size && worn) {
    const labels = [...d.avoid].map((f) => COLOR_FAMILY_LABELS[f]);
    parts.push(`not ${labels.join(' or ')}`);
  }
  if (d.codes.has('modest') && worn) parts.push('covering legs and shoulders');
  if (d.codes.has('polished') && worn) parts.push('nothing cropped or sparkly');
  if (d.codes.has('practical'))
    parts.push(slot === 'shoes' ? 'closed, flat and sturdy' : 'nothing delicate');
  else if (d.codes.has('flat-shoes') && slot === 'shoes') parts.push('flat');
  return parts.join(', ');
}

/** "Add tops that suit an Indian wedding (not white or black)". */
function dressCodeMessage(d: OccasionDemands, slot: Slot, tail = ''): string {
  const hint = dressCodeHint(d, slot);
  return `Add ${PLURAL[slot]} that suit ${d.phrase}${hint ? ` (${hint})` : ''}${tail}`;
}

const names = (items: readonly StylistItem[]) => {
  const shown = items.slice(0, 2).map((i) => i.name.trim());
  const more = items.length > 2 ? ` and ${items.length - 2} more` : '';
  return shown.join(shown.length === 2 && !more ? ' and ' : ', ') + more;
};

function weatherClause(
  reason: Ineligibility,
  slot: Slot,
  c: Conditions,
  examples: boolean,
): string | null {
  const t = c.temperature;
  switch (reason) {
    case 'rain':
      return slot === 'shoes' && examples
        ? 'that can handle rain (leather boots or rain boots): suede, canvas and sandals stay home in the rain'
        : 'that can handle rain: suede and canvas stay home in the rain';
    case 'cold':
      return slot === 'shoes'
        ? `for ${t} °F${examples ? ' (closed shoes or boots)' : ''}: sandals are too cold`
        : slot === 'bottom'
          ? `for ${t} °F: shorts and bare legs are too cold`
          : `for ${t} °F: summer pieces are too light`;
    case 'heat':
      return slot === 'outerwear'
        ? `light enough for ${t} °F, like a rain jacket`
        : `light enough for ${t} °F`;
    case 'too-light':
      return `warm enough for ${t} °F${examples ? ' (wool, down or a parka)' : ''}`;
    case 'dry':
      return 'for a dry day: rain gear stays home in the sun';
    default:
      return null;
  }
}

/** What to add so a slot can be filled, from why it is empty. */
export function slotMessage(d: SlotDiagnosis, c: Conditions, orDress: boolean): string {
  const alt = orDress ? ', or a dress,' : '';
  if (d.owned.length === 0) {
    if (d.slot === 'shoes') return SHOES_MISSING;
    if (d.slot === 'outerwear') {
      return c.rainy && c.temperature > OUTERWEAR_AT_OR_BELOW
        ? 'Add a rain jacket or coat for rainy days'
        : `Add a coat or jacket for ${c.temperature} °F days`;
    }
    return `Add ${NOUN[d.slot]}${alt} to complete outfits`;
  }
  const usable = d.owned.length - d.inLaundry.length;
  if (usable === 0 || (d.reasons.size === 0 && d.inLaundry.length > 0)) {
    return `Take ${names(d.inLaundry)} out of the laundry, or add ${NOUN[d.slot]}${alt} to complete outfits`;
  }
  const ranked = [...d.reasons.entries()].sort((x, y) => y[1] - x[1]);
  if (ranked.length === 1 && ranked[0]?.[0] === 'unknown')
    return `Add ${NOUN[d.slot]}${orDress ? ' (or a dress)' : ''}, or rename yours by what they are (like "${NAME_EXAMPLE[d.slot]}") so the stylist can place them`;
  const weather = ranked.find(([r]) => ['rain', 'cold', 'heat', 'too-light', 'dry'].includes(r));
  const formality = ranked.find(([r]) =>
    ['too-casual', 'too-dressy', 'not-athletic', 'off-occasion', 'dress-code'].includes(r),
  );
  if (formality?.[0] === 'dress-code' && c.demands) return dressCodeMessage(c.demands, d.slot);
  const words = { ...OCCASION_WORD[c.occasion], phrase: occasionPhrase(c) };
  // "For a dry day" says little next to "dressy": the occasion is the reason that matters then.
  const useful = weather && !(formality && weather[0] === 'dry') ? weather : undefined;
  const clause = useful ? weatherClause(useful[0], d.slot, c, !formality) : null;
  if (formality) {
    const base = `Add ${words.adjective} ${PLURAL[d.slot]} (${EXAMPLES[c.occasion][d.slot]})`;
    return clause ? `${base} ${clause}` : `${base} for ${words.phrase}`;
  }
  if (clause) {
    const noun =
      d.slot === 'outerwear' && weather?.[0] === 'too-light' ? 'a warm coat' : NOUN[d.slot];
    return `Add ${noun}${alt} ${clause}`;
  }
  return `Add ${NOUN[d.slot]}${alt} to complete outfits`;
}

export const NEUTRALS_MISSING =
  'Add neutral pieces (black, white, grey, navy or beige) so outfits stay within three colours';

const LOOK_WORD: Readonly<Record<Occasion, string>> = {
  work: 'work',
  casual: 'casual',
  evening: 'evening',
  date: 'date',
  formal: 'formal',
  athletic: 'workout',
};

export const RAIN_LAYER_MISSING =
  'Add a layer for the rain (a rain jacket, trench or parka), or an umbrella';

/**
 * When fewer looks than asked fit the rules: what to add for more, from the slot with the
 * fewest usable pieces and why the others were left out ("add a layer for the rain").
 */
export function varietyMessage(d: SlotDiagnosis, c: Conditions): string {
  const words = OCCASION_WORD[c.occasion];
  const reasons = [...d.reasons.entries()].sort((x, y) => y[1] - x[1]).map(([r]) => r);
  const more = c.demands
    ? `for more looks for ${c.demands.phrase}`
    : `for more ${LOOK_WORD[c.occasion]} looks`;
  if (c.demands && reasons[0] === 'dress-code')
    return dressCodeMessage(c.demands, d.slot, ` ${more}`);
  if (d.slot === 'outerwear' && c.rainy)
    return `Add a layer for the rain (a rain jacket, trench or parka) ${more}`;
  if (d.slot === 'outerwear' && reasons[0] === 'too-light')
    return `Add a warm coat for ${c.temperature} °F (wool, down or a parka) ${more}`;
  if (d.slot === 'outerwear' && reasons[0] === 'heat')
    return `Add a light layer for ${c.temperature} °F (a linen jacket or a cardigan) ${more}`;
  if (d.slot === 'shoes' && c.rainy && reasons[0] === 'rain')
    return `Add shoes that can take the rain (leather boots or wellies) ${more}`;
  if (d.slot === 'shoes' && reasons[0] === 'cold')
    return `Add closed shoes or boots for ${c.temperature} °F ${more}`;
  return `Add ${words.adjective} ${PLURAL[d.slot]} (${EXAMPLES[c.occasion][d.slot]}) ${more}`;
}

/** Why the piece to build around cannot be used. */
export function anchorMessage(
  item: StylistItem | undefined,
  reason: 'missing' | 'laundry' | 'inactive' | Ineligibility,
  c: Conditions,
): string {
  if (!item || reason === 'missing') return 'The piece to build around is not in your wardrobe';
  const name = nameOf(item);
  const n = name.charAt(0).toUpperCase() + name.slice(1);
  const is = isAre(item);
  const it = is === 'are' ? 'them' : 'it';
  switch (reason) {
    case 'laundry':
      return `${n} ${is} in the laundry: take ${it} out to build an outfit around ${it}`;
    case 'inactive':
      return `${n} ${is} no longer active in your wardrobe`;
    case 'rain':
      return `${n} can't go out in the rain: choose another piece to build around`;
    case 'cold':
      return `${n} ${is} too cold for ${c.temperature} °F: choose another piece to build around`;
    case 'heat':
      return `${n} ${is} too warm for ${c.temperature} °F: choose another piece to build around`;
    case 'too-light':
      return `${n} ${is} not warm enough for ${c.temperature} °F: add a warm coat or choose another piece`;
    case 'too-casual':
      return `${n} ${is} too casual for ${occasionPhrase(c)}`;
    case 'too-dressy':
      return `${n} ${is} too dressy for ${occasionPhrase(c)}`;
    case 'not-athletic':
      return `${n} ${is} not made for ${occasionPhrase(c)}`;
    case 'off-occasion':
      return ['work', 'formal', 'evening', 'date'].includes(c.occasion)
        ? `${n} ${is} too casual for ${occasionPhrase(c)}`
        : `${n} ${is} not for ${occasionPhrase(c)}: choose another piece to build around`;
    case 'dress-code':
      return `${n} ${is} not right for ${occasionPhrase(c)}: choose another piece to build around`;
    case 'dry':
      return `${n} ${is} for rainy days: choose another piece to build around`;
    case 'unknown':
      return `${n} ${is} not something the stylist can place in an outfit yet`;
  }
}
