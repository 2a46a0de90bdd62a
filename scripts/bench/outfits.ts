// Benchmarks the local outfit engine: median and p95 time for 3 suggestions per wardrobe size.
// Run: npx tsx scripts/bench/outfits.ts
import { performance } from 'node:perf_hooks';
import { suggestOutfits } from '../../server/stylist/local/outfits/suggest-outfits.ts';
import { syntheticWardrobe } from '../../server/test/kits/stylist/synthetic-wardrobe.ts';
import type { OutfitRequest } from '../../server/stylist/stylist.ts';

const SIZES = [100, 500, 2_000, 10_000];
const RUNS = 40;
const WARMUP = 5;
const NOW = new Date('2025-03-15T12:00:00Z');

const REQUESTS: Omit<OutfitRequest, 'seed' | 'now'>[] = [
  { occasion: 'work', weather: 'rainy', temperature: 45, stylePreferences: ['Classic'] },
  {
    occasion: 'casual',
    weather: 'sunny',
    temperature: 80,
    stylePreferences: ['Bohemian', 'Trendy'],
  },
  {
    occasion: 'evening',
    weather: 'cloudy',
    temperature: 60,
    stylePreferences: ['Edgy'],
    persona: {
      description: 'Loves black leather',
      colorPalette: ['black', 'burgundy'],
      occasions: ['party'],
    },
  },
  { occasion: 'formal', weather: 'sunny', temperature: 30, stylePreferences: [] },
  { occasion: 'athletic', weather: 'cloudy', temperature: 65, stylePreferences: [] },
];

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? Number.NaN;

function measure(size: number, cold: boolean) {
  const wardrobe = syntheticWardrobe(size, size);
  const times: number[] = [];
  let suggestions = 0;
  for (let run = -WARMUP; run < RUNS; run++) {
    const base = REQUESTS[((run % REQUESTS.length) + REQUESTS.length) % REQUESTS.length];
    if (!base) continue;
    // Cold: every name is new, so nothing the engine memoises about item texts can be reused.
    const items = cold
      ? wardrobe.map((i) => ({ ...i, name: `${i.name} ${run + WARMUP}` }))
      : wardrobe;
    const start = performance.now();
    const answer = suggestOutfits(items, { ...base, seed: run + 100, now: NOW, count: 3 });
    const elapsed = performance.now() - start;
    if (run >= 0) {
      times.push(elapsed);
      suggestions += answer.suggestions.length;
    }
  }
  times.sort((a, b) => a - b);
  return {
    median: percentile(times, 50),
    p95: percentile(times, 95),
    suggestions: suggestions / RUNS,
  };
}

console.log(
  `outfit engine: 3 suggestions per call, ${RUNS} calls per size, ${REQUESTS.length} request kinds`,
);
console.log('items    cold median   cold p95   warm median   warm p95   suggestions');
for (const size of SIZES) {
  const cold = measure(size, true);
  const warm = measure(size, false);
  const ms = (v: number, width: number) => `${v.toFixed(2)} ms`.padStart(width);
  console.log(
    `${String(size).padEnd(8)}${ms(cold.median, 12)}${ms(cold.p95, 11)}${ms(warm.median, 14)}${ms(warm.p95, 11)}   ${cold.suggestions.toFixed(1)}`,
  );
}
