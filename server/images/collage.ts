import sharp, { type OverlayOptions } from 'sharp';
import type { EncodedImage } from './image-pipeline.ts';
import { createLimiter } from './limiter.ts';

/** One piece of an outfit: a stored photo's bytes, and whether it is a cut-out (transparent). */
export interface CollagePiece {
  bytes: Buffer;
  cutout: boolean;
}

/** The collage is square: it sits in cards and on the vote page the same way. */
export const COLLAGE_EDGE = 960;
/** More pieces than this no longer read as a look at card size; the first ones are shown. */
export const COLLAGE_MAX_PIECES = 9;
const GAP = 16;
const PADDING = 40;
// A warm paper tone: cut-outs read as pieces laid out on a table, in light and dark themes alike.
const BACKGROUND = { r: 243, g: 239, b: 233, alpha: 1 };
const CORNER = 18;

interface Cell {
  left: number;
  top: number;
  width: number;
  height: number;
}

// A collage decodes up to nine photos of ≤ 2048 px: one or two at a time keep memory bounded.
const runLimited = createLimiter(2, 16);

/** Cells for n pieces: one alone, two side by side, three as one tall and two stacked, then grids. */
export function collageCells(count: number, edge = COLLAGE_EDGE): Cell[] {
  const inner = edge - 2 * PADDING;
  const grid = (cols: number, rows: number): Cell[] => {
    const width = Math.floor((inner - GAP * (cols - 1)) / cols);
    const height = Math.floor((inner - GAP * (rows - 1)) / rows);
    return Array.from({ length: cols * rows }, (_, i) => ({
      left: PADDING + (i % cols) * (width + GAP),
      top: PADDING + Math.floor(i / cols) * (height + GAP),
      width,
      height,
    }));
  };
  if (count <= 1) return grid(1, 1);
  if (count === 2) return grid(2, 1);
  if (count === 3) {
    const half = Math.floor((inner - GAP) / 2);
    return [
      { left: PADDING, top: PADDING, width: half, height: inner },
      { left: PADDING + half + GAP, top: PADDING, width: half, height: half },
      { left: PADDING + half + GAP, top: PADDING + half + GAP, width: half, height: half },
    ];
  }
  if (count === 4) return grid(2, 2);
  if (count <= 6) return grid(3, 2).slice(0, count);
  return grid(3, 3).slice(0, Math.min(count, COLLAGE_MAX_PIECES));
}

const roundedMask = (width: number, height: number) =>
  Buffer.from(
    `<svg width="${width}" height="${height}"><rect width="${width}" height="${height}" rx="${CORNER}" ry="${CORNER}"/></svg>`,
  );

/** A cut-out sits whole inside its cell; a photo with its background fills the cell, rounded. */
async function placePiece(piece: CollagePiece, cell: Cell): Promise<OverlayOptions> {
  if (piece.cutout) {
    const { data, info } = await sharp(piece.bytes)
      .resize({
        width: cell.width,
        height: cell.height,
        fit: 'inside',
        withoutEnlargement: false,
      })
      .png()
      .toBuffer({ resolveWithObject: true });
    return {
      input: data,
      left: cell.left + Math.floor((cell.width - info.width) / 2),
      top: cell.top + Math.floor((cell.height - info.height) / 2),
    };
  }
  const data = await sharp(piece.bytes)
    .resize({ width: cell.width, height: cell.height, fit: 'cover', position: 'attention' })
    .ensureAlpha()
    .composite([{ input: roundedMask(cell.width, cell.height), blend: 'dest-in' }])
    .png()
    .toBuffer();
  return { input: data, left: cell.left, top: cell.top };
}

/**
 * Lays an outfit's pieces out on one square WebP: what friends and the feed see of a look.
 * Pieces past COLLAGE_MAX_PIECES are left out; an empty list is an error of the caller.
 */
export async function composeCollage(pieces: readonly CollagePiece[]): Promise<EncodedImage> {
  if (pieces.length === 0) throw new Error('A collage needs at least one piece');
  return runLimited(async () => {
    const shown = pieces.slice(0, COLLAGE_MAX_PIECES);
    const cells = collageCells(shown.length);
    const overlays = await Promise.all(shown.map((piece, i) => placePiece(piece, cells[i]!)));
    const { data, info } = await sharp({
      create: { width: COLLAGE_EDGE, height: COLLAGE_EDGE, channels: 4, background: BACKGROUND },
    })
      .composite(overlays)
      .flatten({ background: BACKGROUND })
      .webp({ quality: 82, effort: 3 })
      .toBuffer({ resolveWithObject: true });
    return { bytes: data, contentType: 'image/webp', width: info.width, height: info.height };
  });
}
