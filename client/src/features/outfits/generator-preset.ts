import {
  DEFAULT_OCCASION,
  DEFAULT_WEATHER,
  OCCASIONS,
  WEATHERS,
  type Occasion,
} from '@contract/outfits.ts';
import type { GeneratorPreset } from '@/lib/paths.ts';

function oneOf<T extends string>(values: readonly T[], value: string | null): T | undefined {
  return values.find((candidate) => candidate === value?.trim().toLowerCase());
}

/** The preset a `generatorPath` link carries; unknown values are ignored rather than trusted. */
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

/** The name itself while it is free, else the first free 'name (2)', 'name (3)'… so cards differ. */
export function distinctOutfitName(name: string, taken: ReadonlySet<string>): string {
  if (!taken.has(name)) return name;
  let suffix = 2;
  while (taken.has(`${name} (${suffix})`)) suffix += 1;
  return `${name} (${suffix})`;
}
