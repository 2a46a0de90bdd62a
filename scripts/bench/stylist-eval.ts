// The stylist's own evaluation: every bench wardrobe (untagged, named as people name clothes)
// over all occasions × weathers × temperatures 0–100 °F, judged by an independent checker.
// Run: npm run bench:stylist   (add --verbose to list every broken look)
import { performance } from 'node:perf_hooks';
import { OCCASIONS, WEATHERS, type GenerateOutfitsResponse } from '../../contract/outfits.ts';
import { createLocalStylist } from '../../server/stylist/local/local-stylist.ts';
import type { StylistItem, StylistPersona } from '../../server/stylist/stylist.ts';
import { lookProblems, type Condition } from './stylist-checker.ts';
import { threeLooksPossible } from './stylist-possible.ts';
import { textProblems } from './stylist-text.ts';
import { BENCH_WARDROBES, type BenchPiece } from './stylist-wardrobes.ts';

const NOW = new Date('2025-03-15T12:00:00Z');
const TEMPERATURES = Array.from({ length: 11 }, (_, i) => i * 10);
const verbose = process.argv.includes('--verbose');
const stylist = createLocalStylist();

// Personas as users write them; their personality is written by the stylist, as in the app.
const PERSONAS = [
  {
    name: 'Weekend Me',
    description: 'Relaxed, outdoorsy, earthy',
    colorPalette: ['olive', 'cream'],
    occasions: ['weekend', 'brunch'],
    stylePreferences: ['Bohemian'],
  },
  {
    name: 'Boss Mode',
    description: 'Sharp tailoring, no fuss',
    colorPalette: ['navy', 'white'],
    occasions: ['work', 'meetings'],
    stylePreferences: ['Classic', 'Minimalist'],
  },
  {
    name: 'Night Owl',
    description: 'Dark, a little dangerous',
    colorPalette: ['black', 'burgundy'],
    occasions: ['party', 'dinner'],
    stylePreferences: ['Edgy'],
  },
];

interface Tally {
  answers: number;
  looks: number;
  broken: number;
  textBroken: number;
  piecesBroken: number;
  ids: number;
  ownIds: number;
  possible: number;
  possibleMet: number;
  shortWithoutReason: number;
  notBestFirst: number;
  duplicates: number;
  ratings: number[];
  times: number[];
  rules: Map<string, number>;
  examples: string[];
}

const tally: Tally = {
  answers: 0,
  looks: 0,
  broken: 0,
  textBroken: 0,
  piecesBroken: 0,
  ids: 0,
  ownIds: 0,
  possible: 0,
  possibleMet: 0,
  shortWithoutReason: 0,
  notBestFirst: 0,
  duplicates: 0,
  ratings: [],
  times: [],
  rules: new Map(),
  examples: [],
};
const perWardrobe = new Map<
  string,
  { looks: number; broken: number; possible: number; met: number }
>();

function uuid(n: number): string {
  const hex = n.toString(16).padStart(12, '0');
  return `00000000-0000-4000-8000-${hex}`;
}

function toItems(pieces: readonly BenchPiece[], offset: number): StylistItem[] {
  return pieces.map((p, i) => ({
    id: uuid(offset + i),
    name: p.name,
    category: p.category,
    subcategory: p.subcategory,
    color: p.color,
    tags: [],
    timesWorn: (i * 7) % 11,
    lastWorn: i % 3 === 0 ? null : new Date(NOW.getTime() - ((i * 13) % 60) * 86_400_000),
    inLaundry: false,
    isActive: true,
    price: null,
    brand: null,
  }));
}

const coreKey = (look: readonly BenchPiece[]) =>
  look
    .filter((p) => p.category !== 'accessories')
    .map((p) => p.name)
    .sort()
    .join('+');

function judge(
  wardrobe: string,
  pieces: readonly BenchPiece[],
  byId: Map<string, BenchPiece>,
  c: Condition,
  answer: GenerateOutfitsResponse,
  label: string,
) {
  const w = perWardrobe.get(wardrobe) ?? { looks: 0, broken: 0, possible: 0, met: 0 };
  perWardrobe.set(wardrobe, w);
  tally.answers += 1;
  const seen = new Set<string>();
  let previous = Number.POSITIVE_INFINITY;
  for (const s of answer.suggestions) {
    tally.looks += 1;
    w.looks += 1;
    tally.ids += s.items.length;
    const look = s.items.map((id) => byId.get(id)).filter((p): p is BenchPiece => !!p);
    tally.ownIds += look.length;
    const key = coreKey(look);
    if (seen.has(key)) tally.duplicates += 1;
    seen.add(key);
    tally.ratings.push(s.styleRating);
    if (s.styleRating > previous + 1e-9) tally.notBestFirst += 1;
    previous = s.styleRating;
    const problems = lookProblems(look, c);
    if (look.length !== s.items.length) problems.push('an id that is not the user’s');
    const text = textProblems([s.description, ...s.tips].join('\n'), look, pieces);
    if (text.length) tally.textBroken += 1;
    if (problems.length) tally.piecesBroken += 1;
    const all = [...problems, ...text];
    if (all.length) {
      tally.broken += 1;
      w.broken += 1;
      for (const p of all) {
        const rule = p.split(':')[0] ?? p;
        tally.rules.set(rule, (tally.rules.get(rule) ?? 0) + 1);
      }
      tally.examples.push(
        `${wardrobe} ${label} ${c.occasion}/${c.weather}/${c.temperature}°F [${s.styleRating}] ${look.map((p) => p.name).join(', ')} -> ${all.join('; ')}`,
      );
    }
  }
  const distinct = seen.size;
  if (answer.suggestions.length < 3 && !answer.missing?.length) tally.shortWithoutReason += 1;
  if (label === 'plain' && threeLooksPossible(pieces, c)) {
    tally.possible += 1;
    w.possible += 1;
    if (distinct >= 3) {
      tally.possibleMet += 1;
      w.met += 1;
    } else if (verbose) {
      console.log(
        `  short: ${wardrobe} ${c.occasion}/${c.weather}/${c.temperature}°F gave ${distinct}: ${answer.missing?.join(' | ') ?? ''}`,
      );
    }
  }
}

async function main() {
  let offset = 1;
  for (const wardrobe of BENCH_WARDROBES) {
    const items = toItems(wardrobe.pieces, offset);
    offset += 1000;
    const byId = new Map(items.map((item, i) => [item.id, wardrobe.pieces[i] as BenchPiece]));
    const personas: StylistPersona[] = [];
    for (const p of PERSONAS) {
      const writing = await stylist.personaFor(p, items);
      personas.push({ ...p, personality: writing.personality });
    }
    let seed = 1;
    for (const occasion of OCCASIONS)
      for (const weather of WEATHERS)
        for (const temperature of TEMPERATURES) {
          const c = { occasion, weather, temperature };
          const runs: [string, StylistPersona | null][] = [['plain', null]];
          // Personas on a spread of the conditions, to check what their tips name.
          if (temperature % 30 === 0) personas.forEach((p, i) => runs.push([`persona${i + 1}`, p]));
          for (const [label, persona] of runs) {
            seed += 1;
            const start = performance.now();
            const answer = await stylist.suggestOutfits(items, {
              ...c,
              stylePreferences: [],
              persona,
              seed,
              now: NOW,
            });
            tally.times.push(performance.now() - start);
            judge(wardrobe.name, wardrobe.pieces, byId, c, answer, label);
          }
        }
  }
  report();
}

const pct = (a: number, b: number) => (b ? `${((100 * a) / b).toFixed(2)} %` : 'n/a');

function report() {
  const r = [...tally.ratings].sort((a, b) => a - b);
  const q = (p: number) => r[Math.min(r.length - 1, Math.floor(p * r.length))] ?? Number.NaN;
  const mean = r.reduce((a, b) => a + b, 0) / (r.length || 1);
  const sd = Math.sqrt(r.reduce((a, b) => a + (b - mean) ** 2, 0) / (r.length || 1));
  const band = r.filter((x) => x >= 4.4 && x <= 4.6).length;
  const t = [...tally.times].sort((a, b) => a - b);
  console.log(
    `stylist evaluation: ${BENCH_WARDROBES.length} wardrobes, ${tally.answers} answers, ${tally.looks} looks`,
  );
  console.log(
    `  looks breaking common sense   ${pct(tally.broken, tally.looks)} (${tally.broken})`,
  );
  console.log(`    by the pieces themselves      ${pct(tally.piecesBroken, tally.looks)}`);
  console.log(`    by text naming what is not in the look  ${pct(tally.textBroken, tally.looks)}`);
  console.log(`  ids that are the user's own   ${pct(tally.ownIds, tally.ids)}`);
  console.log(
    `  ≥ 3 distinct looks when possible  ${pct(tally.possibleMet, tally.possible)} (${tally.possibleMet}/${tally.possible})`,
  );
  console.log(`  < 3 looks with no 'missing' reason  ${tally.shortWithoutReason}`);
  console.log(
    `  duplicate looks in an answer  ${tally.duplicates}; best look not first ${tally.notBestFirst}`,
  );
  console.log(
    `  rating: min ${q(0)} p10 ${q(0.1)} median ${q(0.5)} p90 ${q(0.9)} max ${r[r.length - 1]} sd ${sd.toFixed(2)}; in 4.4–4.6: ${pct(band, r.length)}`,
  );
  console.log(
    `  time per answer: median ${(t[Math.floor(t.length / 2)] ?? 0).toFixed(2)} ms, max ${(t[t.length - 1] ?? 0).toFixed(2)} ms`,
  );
  console.log('  per wardrobe (broken / looks, ≥3 when possible):');
  for (const [name, w] of perWardrobe)
    console.log(
      `    ${name.padEnd(14)} ${pct(w.broken, w.looks).padStart(8)} of ${String(w.looks).padStart(4)}   ${w.met}/${w.possible}`,
    );
  const rules = [...tally.rules.entries()].sort((a, b) => b[1] - a[1]);
  if (rules.length) console.log('  rules broken:');
  for (const [rule, n] of rules.slice(0, 25)) console.log(`    ${String(n).padStart(5)}  ${rule}`);
  const shown = verbose ? tally.examples : tally.examples.slice(0, 12);
  if (shown.length) console.log('  examples:');
  for (const e of shown) console.log(`    ${e}`);
}

await main();
