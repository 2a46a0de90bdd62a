// A tiny seeded PRNG: answers must be reproducible from (input, seed) alone.

export type Random = () => number;

/** mulberry32: a fast 32-bit generator, uniform in [0, 1). */
export function mulberry32(seed: number): Random {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** FNV-1a, so an item's noise depends on its id and the seed, not on its position in the input. */
export function hashString(text: string): number {
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193);
  }
  return hash >>> 0;
}

/** One uniform draw in [0, 1) for a (seed, key) pair. */
export function seededUnit(seed: number, key: string): number {
  return mulberry32((hashString(key) ^ Math.imul(seed >>> 0, 0x9e3779b1)) >>> 0)();
}

/** Picks one entry of a non-empty list. */
export function pick<T>(random: Random, options: readonly [T, ...T[]]): T {
  return options[Math.floor(random() * options.length)] ?? options[0];
}
