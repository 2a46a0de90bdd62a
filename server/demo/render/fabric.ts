// What a garment is made of, drawn as SVG: the ground colour or print, the weave's texture over
// it and the way it takes the light. All sizes are in the garment's own units (about 1 000 across).
import { luminance, mix, shade } from './colour.ts';
import { SURFACE_TILE, surfaceTile, type GrainSpec } from './surface-tile.ts';

export type Texture =
  | 'cotton'
  | 'jersey'
  | 'knit'
  | 'cable'
  | 'rib'
  | 'denim'
  | 'wool'
  | 'tweed'
  | 'linen'
  | 'satin'
  | 'leather'
  | 'suede'
  | 'nylon'
  | 'canvas'
  | 'rubber';

export type Print =
  | { kind: 'stripes'; stripe: string; width: number; gap: number }
  | { kind: 'floral'; petals: string[]; leaf: string }
  | { kind: 'check'; lines: string[]; size: number }
  | { kind: 'gingham'; check: string; size: number }
  | { kind: 'tortoise'; spots: string[] };

export interface Fabric {
  color: string;
  texture: Texture;
  print?: Print;
}

/** A fabric turned into SVG: defs, the fill of its pieces and the weave drawn over a piece. */
export interface FabricSvg {
  defs: string;
  fill: string;
  /** The weave and grain over the piece `d` (patterns in drawing units, so pieces line up). */
  surface: (d: string) => string;
}

export interface Box {
  x: number;
  y: number;
  w: number;
  h: number;
}

function printPattern(id: string, color: string, print: Print): string {
  switch (print.kind) {
    case 'stripes': {
      const h = print.width + print.gap;
      return `<pattern id="${id}" width="40" height="${h}" patternUnits="userSpaceOnUse"><rect width="40" height="${h}" fill="${color}"/><rect y="${print.gap}" width="40" height="${print.width}" fill="${print.stripe}"/></pattern>`;
    }
    case 'gingham': {
      const s = print.size;
      return `<pattern id="${id}" width="${s * 2}" height="${s * 2}" patternUnits="userSpaceOnUse"><rect width="${s * 2}" height="${s * 2}" fill="${color}"/><rect width="${s}" height="${s * 2}" fill="${print.check}" opacity="0.5"/><rect width="${s * 2}" height="${s}" fill="${print.check}" opacity="0.5"/></pattern>`;
    }
    case 'check': {
      const s = print.size;
      const bands = print.lines
        .map(
          (line, i) =>
            `<rect x="${(i * s) / print.lines.length}" width="${s / (print.lines.length * 2.2)}" height="${s}" fill="${line}" opacity="0.75"/><rect y="${(i * s) / print.lines.length}" width="${s}" height="${s / (print.lines.length * 2.2)}" fill="${line}" opacity="0.75"/>`,
        )
        .join('');
      return `<pattern id="${id}" width="${s}" height="${s}" patternUnits="userSpaceOnUse"><rect width="${s}" height="${s}" fill="${color}"/>${bands}</pattern>`;
    }
    case 'tortoise': {
      // Tortoiseshell: overlapping soft blotches of amber and dark brown on honey.
      const blobs = [
        [20, 30, 26, 14, 20],
        [70, 12, 18, 10, -30],
        [96, 70, 30, 16, 60],
        [40, 90, 22, 12, 10],
        [10, 110, 14, 9, -50],
        [110, 118, 16, 8, 20],
        [60, 55, 12, 7, 80],
      ]
        .map(
          ([x, y, rx, ry, turn], i) =>
            `<ellipse cx="${x}" cy="${y}" rx="${rx}" ry="${ry}" transform="rotate(${turn} ${x} ${y})" fill="${print.spots[i % print.spots.length]}" opacity="0.85"/>`,
        )
        .join('');
      return `<pattern id="${id}" width="128" height="128" patternUnits="userSpaceOnUse"><rect width="128" height="128" fill="${color}"/>${blobs}</pattern>`;
    }
    case 'floral': {
      // A scattered ditsy print: small five-petal flowers and leaves on a 120-unit repeat.
      const flower = (x: number, y: number, r: number, petal: string, turn: number) => {
        const petals = [0, 72, 144, 216, 288]
          .map(
            (a) =>
              `<ellipse cx="${x}" cy="${y - r}" rx="${r * 0.55}" ry="${r * 0.9}" fill="${petal}" transform="rotate(${a + turn} ${x} ${y})"/>`,
          )
          .join('');
        return `${petals}<circle cx="${x}" cy="${y}" r="${r * 0.45}" fill="${shade(petal, -0.35)}"/>`;
      };
      const leaf = (x: number, y: number, turn: number) =>
        `<ellipse cx="${x}" cy="${y}" rx="5" ry="12" fill="${print.leaf}" transform="rotate(${turn} ${x} ${y})"/>`;
      const [a = '#c0392b', b = a, c = a] = print.petals;
      return `<pattern id="${id}" width="120" height="120" patternUnits="userSpaceOnUse"><rect width="120" height="120" fill="${color}"/>${leaf(28, 40, 40)}${leaf(92, 88, -30)}${leaf(70, 18, 70)}${leaf(12, 104, -60)}${flower(20, 20, 11, a, 0)}${flower(80, 60, 13, b, 20)}${flower(40, 96, 9, c, 40)}${flower(104, 14, 7, b, 10)}</pattern>`;
    }
  }
}

/**
 * The weave as a pattern tile (id "weave"): stitches, rib, twill, slubs. Tile sizes divide the
 * surface tile (384) so the weave repeats without a seam.
 */
function weave(texture: Texture, base: string): string | null {
  const dark = shade(base, -0.45);
  const light = shade(base, 0.35);
  const tile = (w: number, h: number, body: string) =>
    `<pattern id="weave" width="${w}" height="${h}" patternUnits="userSpaceOnUse">${body}</pattern>`;
  switch (texture) {
    case 'knit':
    case 'cable':
      return tile(
        12,
        12,
        `<path d="M1 0 L6 10 L11 0" fill="none" stroke="${dark}" stroke-width="1.6" stroke-opacity="0.45"/><path d="M2.5 0 L6 7" stroke="${light}" stroke-width="1.2" stroke-opacity="0.35"/>`,
      );
    case 'rib':
      return tile(
        8,
        16,
        `<rect width="3" height="16" fill="${dark}" fill-opacity="0.32"/><rect x="4.5" width="2" height="16" fill="${light}" fill-opacity="0.25"/>`,
      );
    case 'denim':
      return tile(
        6,
        6,
        `<path d="M-1 7 L7 -1 M-4 4 L4 -4 M2 10 L10 2" stroke="${dark}" stroke-width="1.8" stroke-opacity="0.4"/><path d="M-1 4 L4 -1 M2 7 L7 2" stroke="${light}" stroke-width="0.9" stroke-opacity="0.35"/>`,
      );
    case 'canvas':
    case 'linen':
    case 'tweed':
      return tile(
        6,
        6,
        `<rect width="6" height="1.6" fill="${dark}" fill-opacity="0.22"/><rect width="1.6" height="6" fill="${light}" fill-opacity="0.2"/>`,
      );
    case 'jersey':
      return tile(4, 8, `<rect width="1.6" height="8" fill="${dark}" fill-opacity="0.12"/>`);
    default:
      return null;
  }
}

/** Grain per texture: felted wool is mottled, denim and linen streaky, satin nearly clean. */
const GRAIN: Record<Texture, GrainSpec & { strength: number }> = {
  cotton: { cellX: 1.5, cellY: 1.5, detail: 0.4, strength: 0.3 },
  jersey: { cellX: 1.5, cellY: 2, detail: 0.4, strength: 0.25 },
  knit: { cellX: 3, cellY: 3, detail: 0.5, strength: 0.25 },
  cable: { cellX: 3, cellY: 3, detail: 0.5, strength: 0.25 },
  rib: { cellX: 2, cellY: 6, detail: 0.5, strength: 0.2 },
  denim: { cellX: 1.5, cellY: 18, detail: 0.5, strength: 0.35 },
  wool: { cellX: 3, cellY: 3, detail: 0.6, strength: 0.3 },
  tweed: { cellX: 3, cellY: 3, detail: 0.7, strength: 0.6 },
  linen: { cellX: 8, cellY: 1.5, detail: 0.6, strength: 0.22 },
  satin: { cellX: 20, cellY: 20, detail: 0.2, strength: 0.06 },
  leather: { cellX: 1.5, cellY: 1.5, detail: 0.6, strength: 0.16 },
  suede: { cellX: 3, cellY: 3, detail: 0.6, strength: 0.2 },
  nylon: { cellX: 20, cellY: 20, detail: 0.2, strength: 0.06 },
  canvas: { cellX: 1.5, cellY: 1.5, detail: 0.6, strength: 0.35 },
  rubber: { cellX: 1.5, cellY: 1.5, detail: 0.5, strength: 0.1 },
};

/** Sheen: how strongly light catches the surface (satin, leather, nylon shine). */
export const SHEEN: Record<Texture, number> = {
  cotton: 0.1,
  jersey: 0.1,
  knit: 0.06,
  cable: 0.06,
  rib: 0.06,
  denim: 0.12,
  wool: 0.06,
  tweed: 0.04,
  linen: 0.12,
  satin: 0.55,
  leather: 0.4,
  suede: 0.08,
  nylon: 0.45,
  canvas: 0.1,
  rubber: 0.2,
};

/** The SVG of a fabric; `id` keeps several fabrics in one picture apart. */
export async function fabricSvg(fabric: Fabric, id: string): Promise<FabricSvg> {
  const grain = GRAIN[fabric.texture];
  const lum = luminance(fabric.color);
  // Grain reads stronger on dark cloth; on white it would look dirty.
  const strength = grain.strength * (lum > 0.6 ? 0.55 : lum < 0.12 ? 0.6 : 1);
  const tile = await surfaceTile(grain, strength, weave(fabric.texture, fabric.color));
  const print = fabric.print ? printPattern(`${id}-print`, fabric.color, fabric.print) : '';
  const defs = `${print}<pattern id="${id}-surface" width="${SURFACE_TILE}" height="${SURFACE_TILE}" patternUnits="userSpaceOnUse"><image href="${tile}" width="${SURFACE_TILE}" height="${SURFACE_TILE}"/></pattern>`;
  const surface = (d: string) => `<path d="${d}" fill="url(#${id}-surface)"/>`;
  return { defs, fill: fabric.print ? `url(#${id}-print)` : fabric.color, surface };
}

/** A darker or lighter version of the fabric's colour for a panel (cuffs, soles, linings). */
export function tone(fabric: Fabric, amount: number): string {
  return amount === 0 ? fabric.color : shade(fabric.color, amount);
}

/** Thread for top-stitching: tone on tone, or the classic copper on denim. */
export function threadColour(fabric: Fabric): string {
  if (fabric.texture === 'denim') return '#c98a3a';
  return luminance(fabric.color) > 0.55
    ? shade(fabric.color, -0.28)
    : mix(fabric.color, '#ffffff', 0.22);
}
