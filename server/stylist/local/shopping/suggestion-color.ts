import { SUGGESTION_COLORS, type SuggestionColor } from '../../../../contract/shopping.ts';
import type { ColorInfo } from '../garment/color/color-reading.ts';
import { deltaE2000, hexToLab } from '../garment/color/color-space.ts';

const SWATCHES = Object.entries(SUGGESTION_COLORS).map(([name, hex]) => ({
  name: name as SuggestionColor,
  lab: hexToLab(hex),
}));

/** The drawing colour nearest to a read colour; null for a print or an unknown colour. */
export function snapColor(color: ColorInfo): SuggestionColor | null {
  if (color.kind === 'pattern' || color.kind === 'unknown' || !color.lab) return null;
  const named = SWATCHES.find((s) => s.name === color.label);
  if (named) return named.name;
  let best: SuggestionColor | null = null;
  let distance = Number.POSITIVE_INFINITY;
  for (const swatch of SWATCHES) {
    const d = deltaE2000(color.lab, swatch.lab);
    if (d < distance) {
      distance = d;
      best = swatch.name;
    }
  }
  return best;
}
