import type { Weather } from '../../../../contract/outfits.ts';
import { TIP_COLD_AT_OR_BELOW, TIP_HOT_AT_OR_ABOVE } from '../climate/climate.ts';
import { agree, itOrThem, yourList, yours } from '../garment/phrasing.ts';
import type { ProfiledItem } from '../garment/profiled-item.ts';
import { bestPartner, slotOf } from './pairing.ts';
import type { TipOption } from './tip-types.ts';

const OPTIONS = 3;

const byId = (a: ProfiledItem, b: ProfiledItem) => (a.item.id < b.item.id ? -1 : 1);
const RAIN_MATERIALS = ['suede', 'nubuck', 'canvas'];

function rainTips(available: readonly ProfiledItem[]): TipOption[] {
  // Shoes first: they meet the puddles.
  const order = (p: ProfiledItem) =>
    slotOf(p) === 'shoes' ? 0 : slotOf(p) === 'outerwear' ? 1 : 2;
  const unsafe = available
    .filter((p) => p.traits.rainUnsafe)
    .sort((a, b) => order(a) - order(b) || byId(a, b));
  const ready = available
    .filter((p) => p.traits.rainReady && (slotOf(p) === 'outerwear' || slotOf(p) === 'shoes'))
    .sort((a, b) => order(b) - order(a) || byId(a, b));
  const out: TipOption[] = [];
  for (const u of unsafe.slice(0, OPTIONS)) {
    const name = u.item.name;
    const material = u.traits.materials.find((m) => RAIN_MATERIALS.includes(m));
    const why = material
      ? ` (${material} and puddles don't mix)`
      : ' (it soaks through in the wet)';
    const swap = ready.find((r) => slotOf(r) === slotOf(u));
    const cover = ready.find((r) => slotOf(r) === 'outerwear');
    const leave = `Rain is forecast: leave ${yours(name)} at home${why}`;
    out.push({
      text: swap
        ? `${leave} and wear ${yours(swap.item.name)} instead.`
        : cover
          ? `${leave}; ${yours(cover.item.name)} will keep the rest of you dry.`
          : `${leave}: leather boots or a waterproof jacket would keep you dry.`,
    });
  }
  if (!out.length) {
    for (const r of ready.slice(0, OPTIONS)) {
      const partner = bestPartner(r, available);
      const over =
        partner && slotOf(r) === 'outerwear' ? ` over ${yours(partner.partner.item.name)}` : '';
      out.push({ text: `Rain is forecast: it's a day for ${yours(r.item.name)}${over}.` });
    }
  }
  return out;
}

function coldTips(available: readonly ProfiledItem[], t: number): TipOption[] {
  const coats = available
    .filter((p) => slotOf(p) === 'outerwear' && p.traits.warmth >= 2.5)
    .sort((a, b) => b.traits.warmth - a.traits.warmth || byId(a, b));
  const knits = available
    .filter((p) => slotOf(p) === 'top' && p.traits.warmth >= 2)
    .sort((a, b) => b.traits.warmth - a.traits.warmth || byId(a, b));
  if (!coats.length) {
    return [
      {
        text: `At ${t} °F you need a warm coat, and none of yours is made for this cold: a wool or down coat is worth adding.`,
      },
    ];
  }
  return coats.slice(0, OPTIONS).map((coat, i) => {
    const knit = knits[i % Math.max(1, knits.length)];
    return {
      text: knit
        ? `At ${t} °F, layer ${yours(knit.item.name)} under ${yours(coat.item.name)} to stay warm.`
        : `At ${t} °F, ${yours(coat.item.name)} ${agree(coat.item.name, 'is', 'are')} the piece to reach for; add a knit underneath.`,
    };
  });
}

function heatTips(available: readonly ProfiledItem[], t: number): TipOption[] {
  const light = available
    .filter((p) => ['top', 'bottom', 'dress'].includes(slotOf(p)) && p.traits.warmth <= 0.5)
    .sort((a, b) => a.traits.warmth - b.traits.warmth || byId(a, b));
  const heavy = available.filter((p) => slotOf(p) !== 'outerwear' && p.traits.warmth >= 2.5);
  if (light.length) {
    // A light top with a light bottom (or a dress) makes an outfit, two tops do not.
    const top = light.find((p) => slotOf(p) === 'top');
    const under = light.find((p) => slotOf(p) !== 'top');
    const pair = [top, under].filter((p) => p !== undefined);
    const picks = (pair.length ? pair : light.slice(0, 2)).map((p) => p.item);
    return [{ text: `At ${t} °F, keep it light: ${yourList(picks)} will breathe best.` }];
  }
  const warm = heavy.sort(byId)[0];
  if (!warm) return [];
  const name = warm.item.name;
  return [
    {
      text: `At ${t} °F, save ${yours(name)} for cooler days: ${itOrThem(name)} will be too warm; linen or thin cotton will feel far better.`,
    },
  ];
}

/** Tips the weather calls for: rain-proofing, layering for cold, staying light in heat. */
export function weatherTips(
  available: readonly ProfiledItem[],
  weather: Weather | null,
  temperature: number | null,
): TipOption[] {
  const tips: TipOption[] = [];
  if (weather === 'rainy') tips.push(...rainTips(available));
  if (temperature !== null && temperature <= TIP_COLD_AT_OR_BELOW)
    tips.push(...coldTips(available, temperature));
  if (temperature !== null && temperature >= TIP_HOT_AT_OR_ABOVE)
    tips.push(...heatTips(available, temperature));
  return tips;
}
