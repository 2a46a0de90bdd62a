// Composes a garment drawing into a product photo: a light studio backdrop, a soft shadow under
// the piece, the fabric with its weave, light falling from the upper left, rounded edges, creases,
// seams and hardware. The drawing itself (pieces, seams, buttons) comes from the shape files.
import sharp from 'sharp';
import { luminance, shade } from './colour.ts';
import { fabricSvg, SHEEN, threadColour, type Box, type Fabric, type FabricSvg } from './fabric.ts';

/** One cut piece of the garment. All pieces together form its silhouette. */
export interface Piece {
  d: string;
  /** Lighter (> 0) or darker (< 0) than the fabric: linings, the inside of a collar, cuffs. */
  tone?: number;
  /** A colour of its own (a white rubber sole, a brass buckle); no weave drawn on it. */
  color?: string;
  /** Another fabric for this piece (ribbing on a jumper's cuffs, leather trim). */
  fabric?: Fabric;
  /** How much the piece's edges darken (volume); 1 by default, 0 for flat trims. */
  edge?: number;
}

export interface Crease {
  d: string;
  /** A shadow (default) or a highlight. */
  light?: boolean;
  width?: number;
  opacity?: number;
}

export interface GarmentArt {
  /** The drawing's extent in its own units; it is scaled to fill the frame. */
  box: Box;
  pieces: Piece[];
  creases?: Crease[];
  /** Top-stitching: dashed lines in thread colour. */
  stitches?: string[];
  /** Seams and hems: thin lines a little darker than the cloth. */
  seams?: string[];
  buttons?: { x: number; y: number; r: number; color?: string }[];
  /** Raw SVG drawn last, in the drawing's units (buckles, laces, zips). */
  hardware?: string | ((fabric: Fabric) => string);
  /** Fraction of the frame the drawing may fill (small things fill less). */
  fill?: number;
  /** Shoes and bags stand on the floor: a contact shadow instead of a flat-lay drop shadow. */
  standing?: boolean;
}

export const PHOTO_WIDTH = 1200;
export const PHOTO_HEIGHT = 1500;

/**
 * A warm paper-white sweep; a shade deeper behind white and cream pieces, as a photographer would
 * set it, so the garment still stands out (for the eye and for the offline cut-out).
 */
function backdrop(garment: string): string {
  const [top, bottom] = luminance(garment) > 0.72 ? ['#e2ded8', '#d2ccc4'] : ['#f5f3f0', '#e7e3dd'];
  return `<linearGradient id="studio" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${top}"/><stop offset="1" stop-color="${bottom}"/></linearGradient><radialGradient id="studio-light" cx="0.38" cy="0.3" r="0.8"><stop offset="0" stop-color="#ffffff" stop-opacity="0.4"/><stop offset="1" stop-color="#ffffff" stop-opacity="0"/></radialGradient>`;
}

function lightDefs(sheen: number, area: Box): string {
  const units = `gradientUnits="userSpaceOnUse"`;
  const span = (x1: number, y1: number, x2: number, y2: number) =>
    `x1="${area.x + area.w * x1}" y1="${area.y + area.h * y1}" x2="${area.x + area.w * x2}" y2="${area.y + area.h * y2}" ${units}`;
  return `<linearGradient id="light" ${span(0.1, 0.05, 0.9, 0.95)}><stop offset="0" stop-color="#ffffff" stop-opacity="${0.1 + sheen * 0.2}"/><stop offset="0.45" stop-color="#ffffff" stop-opacity="0"/><stop offset="1" stop-color="#000000" stop-opacity="0.16"/></linearGradient>
    <linearGradient id="sheen" ${span(0, 0, 1, 0.35)}><stop offset="0.18" stop-color="#ffffff" stop-opacity="0"/><stop offset="0.3" stop-color="#ffffff" stop-opacity="${sheen * 0.45}"/><stop offset="0.42" stop-color="#ffffff" stop-opacity="0"/><stop offset="0.62" stop-color="#ffffff" stop-opacity="0"/><stop offset="0.7" stop-color="#ffffff" stop-opacity="${sheen * 0.25}"/><stop offset="0.8" stop-color="#ffffff" stop-opacity="0"/></linearGradient>`;
}

function buttonSvg(b: { x: number; y: number; r: number; color?: string }, fallback: string) {
  const color = b.color ?? fallback;
  const hole = shade(color, -0.45);
  const holes =
    b.r >= 7
      ? [
          [-1, -1],
          [1, -1],
          [-1, 1],
          [1, 1],
        ]
          .map(
            ([dx = 0, dy = 0]) =>
              `<circle cx="${b.x + dx * b.r * 0.28}" cy="${b.y + dy * b.r * 0.28}" r="${b.r * 0.12}" fill="${hole}"/>`,
          )
          .join('')
      : '';
  return `<circle cx="${b.x + 1.5}" cy="${b.y + 2.5}" r="${b.r}" fill="#000" opacity="0.25"/><circle cx="${b.x}" cy="${b.y}" r="${b.r}" fill="${color}"/><circle cx="${b.x}" cy="${b.y}" r="${b.r * 0.78}" fill="none" stroke="${shade(color, -0.25)}" stroke-width="${Math.max(1, b.r * 0.12)}"/><circle cx="${b.x - b.r * 0.3}" cy="${b.y - b.r * 0.35}" r="${b.r * 0.28}" fill="#fff" opacity="0.35"/>${holes}`;
}

/** The SVG document of one garment photo. */
export async function studioPhotoSvg(art: GarmentArt, fabric: Fabric): Promise<string> {
  const { box } = art;
  const fill = art.fill ?? 0.8;
  const scale = Math.min((PHOTO_WIDTH * fill) / box.w, (PHOTO_HEIGHT * fill) / box.h);
  const tx = (PHOTO_WIDTH - box.w * scale) / 2 - box.x * scale;
  // Standing things sit a little low in the frame, as on a tabletop; flat lays are centred.
  const ty = (PHOTO_HEIGHT - box.h * scale) / (art.standing ? 1.75 : 2.1) - box.y * scale;
  const main = await fabricSvg(fabric, 'f');
  const extraFabrics = new Map<Fabric, FabricSvg>();
  for (const [i, piece] of art.pieces.entries()) {
    if (piece.fabric && !extraFabrics.has(piece.fabric)) {
      extraFabrics.set(piece.fabric, await fabricSvg(piece.fabric, `f${i}`));
    }
  }
  const pad = 200;
  const area: Box = { x: box.x - pad, y: box.y - pad, w: box.w + pad * 2, h: box.h + pad * 2 };
  const dark = luminance(fabric.color) < 0.25;
  const edgeColour = dark ? '#000000' : shade(fabric.color, -0.55);
  const silhouette = art.pieces.map((piece) => `<path d="${piece.d}"/>`).join('');

  const shadowShapes = art.standing
    ? `<ellipse cx="${box.x + box.w / 2}" cy="${box.y + box.h * 0.985}" rx="${box.w * 0.5}" ry="${box.h * 0.05}" fill="#000" opacity="0.22"/>`
    : `<g fill="#000" opacity="0.09" transform="translate(${box.w * 0.006} ${box.h * 0.01})">${silhouette}</g>`;
  const contactShapes = `<g fill="#000" opacity="${art.standing ? 0.28 : 0.08}" transform="translate(${art.standing ? `0 ${box.h * 0.012}` : '2 5'})">${silhouette}</g>`;
  const shadow =
    (await blurredLayer(shadowShapes, area, art.standing ? 18 : 22, scale)) +
    (await blurredLayer(contactShapes, area, 6, scale, 2));

  const clips: string[] = [];
  const pieces = art.pieces
    .map((piece, i) => {
      const own = piece.fabric ? extraFabrics.get(piece.fabric)! : null;
      const fillColour =
        piece.color ??
        own?.fill ??
        (piece.tone && !fabric.print ? shade(fabric.color, piece.tone) : main.fill);
      const surface = piece.color ? '' : (own ?? main).surface(piece.d);
      const toneWash =
        piece.tone && !piece.color && fabric.print
          ? `<path d="${piece.d}" fill="${piece.tone < 0 ? '#000' : '#fff'}" fill-opacity="${Math.abs(piece.tone)}"/>`
          : '';
      // Volume: the piece darkens towards its edges, drawn as nested strokes inside its outline
      // (cheaper than a blurred stroke and just as soft at this size).
      const edge = piece.edge ?? 1;
      let rim = '';
      if (edge > 0) {
        clips.push(`<clipPath id="p${i}"><path d="${piece.d}"/></clipPath>`);
        const colour = piece.color ? shade(piece.color, -0.6) : edgeColour;
        const strokes = [64, 44, 28, 14]
          .map(
            (width) =>
              `<path d="${piece.d}" fill="none" stroke="${colour}" stroke-width="${width}" stroke-opacity="${(0.07 * edge).toFixed(3)}" stroke-linejoin="round"/>`,
          )
          .join('');
        rim = `<g clip-path="url(#p${i})">${strokes}</g>`;
      }
      return `<path d="${piece.d}" fill="${fillColour}"/>${toneWash}${surface}${rim}<path d="${piece.d}" fill="none" stroke="${edgeColour}" stroke-opacity="0.35" stroke-width="1.6"/>`;
    })
    .join('');

  const creaseGroup = (light: boolean) =>
    (art.creases ?? [])
      .filter((c) => Boolean(c.light) === light)
      .map(
        (c) =>
          `<path d="${c.d}" fill="none" stroke="${light ? '#fff' : '#000'}" stroke-width="${c.width ?? 16}" stroke-linecap="round" stroke-opacity="${c.opacity ?? (light ? 0.16 : 0.2)}"/>`,
      )
      .join('');
  const thread = threadColour(fabric);
  const stitches = (art.stitches ?? [])
    .map(
      (d) =>
        `<path d="${d}" fill="none" stroke="${thread}" stroke-width="2.2" stroke-dasharray="7 5" stroke-linecap="round" stroke-opacity="0.85"/>`,
    )
    .join('');
  const seams = (art.seams ?? [])
    .map(
      (d) =>
        `<path d="${d}" fill="none" stroke="${edgeColour}" stroke-width="2" stroke-opacity="0.45"/><path d="${d}" fill="none" stroke="#fff" stroke-width="1.4" stroke-opacity="0.14" transform="translate(1.5 1.5)"/>`,
    )
    .join('');
  const buttons = (art.buttons ?? []).map((b) => buttonSvg(b, shade(fabric.color, -0.3))).join('');
  const sheen = SHEEN[fabric.texture];
  const hardware = typeof art.hardware === 'function' ? art.hardware(fabric) : (art.hardware ?? '');

  return `<svg xmlns="http://www.w3.org/2000/svg" width="${PHOTO_WIDTH}" height="${PHOTO_HEIGHT}" viewBox="0 0 ${PHOTO_WIDTH} ${PHOTO_HEIGHT}">
  <defs>${backdrop(fabric.color)}${lightDefs(sheen, area)}${main.defs}${[...extraFabrics.values()].map((f) => f.defs).join('')}${clips.join('')}<clipPath id="all">${silhouette}</clipPath></defs>
  <rect width="${PHOTO_WIDTH}" height="${PHOTO_HEIGHT}" fill="url(#studio)"/>
  <rect width="${PHOTO_WIDTH}" height="${PHOTO_HEIGHT}" fill="url(#studio-light)"/>
  <g transform="translate(${tx.toFixed(1)} ${ty.toFixed(1)}) scale(${scale.toFixed(4)})">
    ${shadow}
    ${pieces}
    <g clip-path="url(#all)">${await blurredLayer(creaseGroup(false) + creaseGroup(true), area, 9, scale, 2)}</g>
    <g fill="url(#light)">${silhouette}</g><g fill="url(#sheen)">${silhouette}</g>
    ${seams}${stitches}${buttons}${hardware}
  </g>
</svg>`;
}

/**
 * Shapes blurred by `sigma` drawing units, as an image over `area`. librsvg blurs at full size and
 * was most of a photo's time; a shadow drawn small, blurred by sharp and scaled up looks the same.
 */
async function blurredLayer(
  shapes: string,
  area: Box,
  sigma: number,
  scale: number,
  reduction = 4,
): Promise<string> {
  if (!shapes) return '';
  const factor = scale / reduction;
  const width = Math.round(area.w * factor);
  const height = Math.round(area.h * factor);
  const png = await sharp(
    Buffer.from(
      `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="${area.x} ${area.y} ${area.w} ${area.h}">${shapes}</svg>`,
    ),
  )
    .blur(Math.max(0.4, sigma * factor))
    .png({ compressionLevel: 2 })
    .toBuffer();
  return `<image href="data:image/png;base64,${png.toString('base64')}" x="${area.x}" y="${area.y}" width="${area.w}" height="${area.h}" preserveAspectRatio="none"/>`;
}

/** Renders the photo to JPEG bytes, as a phone or a shop's product shot would deliver it. */
export async function renderStudioPhoto(
  art: GarmentArt,
  fabric: Fabric,
  /** Pixels across; the same picture at any size (tests draw small ones, faster). */
  width = PHOTO_WIDTH,
): Promise<Buffer> {
  const svg = (await studioPhotoSvg(art, fabric)).replace(
    `width="${PHOTO_WIDTH}" height="${PHOTO_HEIGHT}" viewBox`,
    `width="${width}" height="${Math.round((width * PHOTO_HEIGHT) / PHOTO_WIDTH)}" viewBox`,
  );
  return sharp(Buffer.from(svg)).jpeg({ quality: 86, mozjpeg: true }).toBuffer();
}
