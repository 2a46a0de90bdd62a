import type { StyleTip } from '../../../../contract/ai.ts';
import type { Occasion } from '../../../../contract/outfits.ts';
import { CATEGORIES } from '../../../../contract/wardrobe.ts';
import type { StyleTipContext, StylistItem } from '../../stylist.ts';
import { profileItem, type ProfiledItem } from '../garment/profiled-item.ts';
import { dayNumber, forDay } from './day-pick.ts';
import { occasionTips } from './occasion-tips.ts';
import { STARTER_TIPS } from './starter-tips.ts';
import type { TipOption } from './tip-types.ts';
import {
  laundryTips,
  pairingTips,
  restTips,
  rotationTips,
  versatilityTips,
} from './wardrobe-tips.ts';
import { weatherTips } from './weather-tips.ts';

const byId = (a: StylistItem, b: StylistItem) => (a.id < b.id ? -1 : a.id > b.id ? 1 : 0);

/** The occasion a tip's pieces suggest, for 'Try This Look' when none was asked for. */
function inferredOccasion(text: string, pieces: readonly ProfiledItem[]): Occasion {
  const named = pieces.filter((p) => text.includes(p.item.name.trim()));
  if (!named.length) return 'casual';
  const mean = named.reduce((s, p) => s + p.traits.formality, 0) / named.length;
  return mean >= 3.5 ? 'work' : 'casual';
}

/** A practical tip from the user's own pieces: weather first, then a kind that changes by day. */
export function styleTip(items: readonly StylistItem[], request: StyleTipContext): StyleTip {
  const day = dayNumber(request.now);
  const weather = request.weather ?? 'sunny';
  const active = items
    .filter((i) => i.isActive && CATEGORIES.includes(i.category))
    .sort(byId)
    .filter((i, n, list) => n === 0 || list[n - 1]?.id !== i.id)
    .map(profileItem);
  if (!active.length) {
    return {
      tip: forDay(STARTER_TIPS, day) ?? '',
      occasion: request.occasion ?? 'casual',
      weather,
    };
  }

  const available = active.filter((p) => !p.item.inLaundry);
  const temperature = Number.isFinite(request.temperature) ? (request.temperature ?? null) : null;
  // What the weather demands beats anything else (suede in the rain is the complaint we fix),
  // then what the occasion asks for.
  const urgent = weatherTips(available, request.weather ?? null, temperature);
  const asked = urgent.length || !request.occasion ? [] : occasionTips(available, request.occasion);
  // The everyday tips are shown under the day's weather, so rain-only pieces sit out a dry day.
  const everyday = weather === 'rainy' ? available : available.filter((p) => !p.traits.rainGear);
  const kinds: TipOption[][] =
    urgent.length || asked.length
      ? [urgent.length ? urgent : asked]
      : [
          rotationTips(everyday, request.now),
          pairingTips(everyday),
          versatilityTips(everyday),
          restTips(everyday),
          laundryTips(
            active.filter((p) => p.item.inLaundry),
            everyday,
          ),
        ].filter((k) => k.length > 0);

  // Days walk through the kinds, then through each kind's options.
  const kind = forDay(kinds, day) ?? [];
  const option = forDay(kind, Math.floor(day / Math.max(1, kinds.length)));
  if (!option) {
    return {
      tip: `Wear ${active.length === 1 ? 'your one piece' : 'two of your pieces'} together today and log the outfit: the more you wear and log, the better these tips get.`,
      occasion: request.occasion ?? 'casual',
      weather,
    };
  }
  return {
    tip: option.text,
    occasion: option.occasion ?? request.occasion ?? inferredOccasion(option.text, active),
    weather,
  };
}
