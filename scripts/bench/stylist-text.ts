// Checks what a look's description and tips name: only pieces and colours that are in the look.
import { COLOUR_WORDS } from './stylist-checker.ts';
import type { BenchPiece } from './stylist-wardrobes.ts';

const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const wordRe = (phrase: string) => new RegExp(`\\b${escape(phrase)}\\b`, 'i');

const GREY = /\bgr[ae]y\b/i;

/** Pieces and colours the text names that the look does not hold. */
export function textProblems(
  text: string,
  look: readonly BenchPiece[],
  wardrobe: readonly BenchPiece[],
): string[] {
  const problems: string[] = [];
  // Names of the look's own pieces are fine, and may contain other pieces' names ("White Tee").
  let rest = text;
  for (const p of [...look].sort((a, b) => b.name.length - a.name.length))
    rest = rest.replace(new RegExp(escape(p.name), 'gi'), ' ');
  // A material or garment word of the look's own pieces ("the fleece in the Fleece Lined
  // Leggings") is not another piece, even when some piece is called just that.
  const ownWords = new Set(look.flatMap((p) => p.name.toLowerCase().split(/\s+/)));
  for (const p of wardrobe) {
    if (look.includes(p)) continue;
    if (
      p.name
        .toLowerCase()
        .split(/\s+/)
        .every((w) => ownWords.has(w))
    )
      continue;
    if (wordRe(p.name).test(rest)) problems.push(`names a piece not in the look: ${p.name}`);
  }
  const own = look.map((p) => `${p.name} ${p.color ?? ''}`.toLowerCase()).join(' | ');
  for (const colour of COLOUR_WORDS) {
    if (!wordRe(colour).test(text)) continue;
    const present =
      colour === 'grey' || colour === 'gray' ? GREY.test(own) : wordRe(colour).test(own);
    if (!present) problems.push(`names a colour not in the look: ${colour}`);
  }
  return problems;
}
