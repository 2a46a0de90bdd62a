import {
  DEFAULT_OCCASION,
  DEFAULT_WEATHER,
  OCCASIONS,
  WEATHERS,
  type Occasion,
  type Weather,
} from '@contract/outfits.ts';
import { paths } from '@/app/paths.ts';

/** What a link into the generator can preset: the style tip, a persona card, an item's detail. */
export interface GeneratorPreset {
  occasion?: Occasion;
  weather?: Weather;
  /** An alter ego's id: that persona is chosen. */
  persona?: string;
  /** A wardrobe item's id: outfits are built around it. */
  anchor?: string;
}

/** /outfit-generator with its preset in the query, e.g. `?anchor=<itemId>`. */
export function generatorPath(preset: GeneratorPreset = {}): string {
  const query = new URLSearchParams();
  for (const key of ['occasion', 'weather', 'persona', 'anchor'] as const) {
    const value = preset[key];
    if (value) query.set(key, value);
  }
  const search = query.toString();
  return search ? `${paths.outfitGenerator}?${search}` : paths.outfitGenerator;
}

function oneOf<T extends string>(values: readonly T[], value: string | null): T | undefined {
  return values.find((candidate) => candidate === value?.trim().toLowerCase());
}

/** The preset a link carries; unknown values are ignored rather than trusted. */
export function readGeneratorPreset(
  search: string,
): Required<Pick<GeneratorPreset, 'occasion' | 'weather'>> &
  Pick<GeneratorPreset, 'persona' | 'anchor'> {
  const query = new URLSearchParams(search);
  return {
    occasion: oneOf(OCCASIONS, query.get('occasion')) ?? DEFAULT_OCCASION,
    weather: oneOf(WEATHERS, query.get('weather')) ?? DEFAULT_WEATHER,
    persona: query.get('persona')?.trim() || undefined,
    anchor: query.get('anchor')?.trim() || undefined,
  };
}

/** Spec §7: a saved suggestion is named '{occasion} outfit - {local date}'. */
export function savedOutfitName(occasion: Occasion, date: Date = new Date()): string {
  return `${occasion} outfit - ${date.toLocaleDateString()}`;
}
