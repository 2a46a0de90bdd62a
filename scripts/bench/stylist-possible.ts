// Whether a wardrobe allows three distinct sensible looks under a condition, by brute force over
// the checker (never the engine): tops × bottoms or dresses, × shoes, × a layer or none.
import { lookProblems, type Condition } from './stylist-checker.ts';
import type { BenchPiece } from './stylist-wardrobes.ts';

// Colours a person reads as neutral; a look keeps to three others, like the engine's rule.
const NEUTRAL =
  /^(black|white|off white|grey|gray|charcoal|navy|beige|camel|cream|ivory|brown|tan|nude|stone|khaki|sand|natural|oatmeal|taupe|chestnut|blue|light blue|indigo|denim|gold|silver|tortoiseshell)$/i;

const colours = (look: readonly BenchPiece[]) =>
  new Set(
    look
      .map((p) => (p.color ?? '').trim().toLowerCase())
      .filter((c) => c && !NEUTRAL.test(c) && !/^(navy|blue|black) and white$/.test(c)),
  );

export function threeLooksPossible(pieces: readonly BenchPiece[], c: Condition): boolean {
  const of = (category: string) => pieces.filter((p) => p.category === category);
  const bases: BenchPiece[][] = [
    ...of('tops').flatMap((t) => of('bottoms').map((b) => [t, b])),
    ...of('dresses').map((d) => [d]),
  ];
  const layers: (BenchPiece | null)[] = [null, ...of('outerwear')];
  const found = new Set<string>();
  for (const base of bases)
    for (const shoes of of('shoes'))
      for (const layer of layers) {
        const look = [...base, shoes, ...(layer ? [layer] : [])];
        if (colours(look).size > 3) continue;
        if (lookProblems(look, c).length) continue;
        found.add(look.map((p) => p.name).join('+'));
        if (found.size >= 3) return true;
      }
  return false;
}
