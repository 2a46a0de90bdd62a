import { hourWords } from '../../../../contract/weather-values.ts';
import type { ForecastConditions, ForecastObjection, StylistItem } from '../../stylist.ts';
import {
  FORECAST_COLD_AT_OR_BELOW,
  FORECAST_HOT_AT_OR_ABOVE,
  FORECAST_LAYER_AT_OR_BELOW,
} from '../climate/climate.ts';
import { readGarment } from '../garment/garment-traits.ts';
import { itemName, listOf } from '../garment/phrasing.ts';

/** Warmth (0 to 3) from which a piece is a warm coat or a heavy knit. */
const TOO_WARM_FOR_HEAT = 2.5;

const the = (items: readonly StylistItem[]) =>
  listOf(items.map((item) => `the ${itemName(item.name).toLowerCase()}`));

/**
 * What a day's forecast has against a planned outfit, in the words a friend would use: "rain from
 * 3 pm: the suede loafers", "down to 41 °F: the sandals", "up to 88 °F: the wool coat", "down to
 * 50 °F and no jacket or coat". Null when the outfit suits the day. Rules read the pieces' traits
 * (the garment lexicon), the lines come from climate/.
 */
export function forecastCheck(
  items: readonly StylistItem[],
  day: ForecastConditions,
): ForecastObjection | null {
  const read = items.map((item) => ({ item, traits: readGarment(item) }));
  const reasons: string[] = [];
  const flagged = new Set<string>();
  const flag = (label: string, pieces: readonly StylistItem[]) => {
    if (pieces.length === 0) return;
    reasons.push(`${label}: ${the(pieces)}`);
    for (const piece of pieces) flagged.add(piece.id);
  };

  if (day.weather === 'rainy') {
    const wet = day.snow ? 'snow' : 'rain';
    const when = day.wetFrom ? `${wet} from ${hourWords(day.wetFrom)}` : `${wet} likely`;
    flag(
      when,
      read.filter(({ traits }) => traits.rainUnsafe).map(({ item }) => item),
    );
  }
  if (day.low <= FORECAST_COLD_AT_OR_BELOW) {
    flag(
      `down to ${day.low} °F`,
      read
        .filter(({ item, traits }) => traits.coldUnsafe && !flagged.has(item.id))
        .map(({ item }) => item),
    );
  }
  if (day.high >= FORECAST_HOT_AT_OR_ABOVE) {
    flag(
      `up to ${day.high} °F`,
      read.filter(({ traits }) => traits.warmth >= TOO_WARM_FOR_HEAT).map(({ item }) => item),
    );
  }
  const hasLayer = read.some(({ item }) => item.category === 'outerwear');
  if (day.low <= FORECAST_LAYER_AT_OR_BELOW && !hasLayer) {
    reasons.push(`down to ${day.low} °F and no jacket or coat`);
  }
  if (reasons.length === 0) return null;
  return { reason: reasons.join('; '), itemIds: [...flagged] };
}
