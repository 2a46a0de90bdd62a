// Garment "photos" drawn from SVG with known ground truth, for the mask tests and the benchmark.
// Nothing here reaches users: it exists so quality can be measured without a photo collection.
import sharp from 'sharp';
import type { Category as GarmentCategory } from '../../contract/wardrobe-values.ts';
import type { GarmentMask } from './mask-cleanup.ts';

type Point = readonly [number, number];

interface Shape {
  name: string;
  category: GarmentCategory;
  /** Width over height of the garment's box; the outline is drawn in a unit box of this shape. */
  aspect: number;
  /** Outline in the unit box (0-1 both ways). */
  outline: readonly Point[];
}

export const GARMENT_SHAPES: readonly Shape[] = [
  {
    name: 't-shirt',
    category: 'tops',
    aspect: 1,
    outline: [
      [0.36, 0.08],
      [0.44, 0.14],
      [0.56, 0.14],
      [0.64, 0.08],
      [0.92, 0.24],
      [0.84, 0.42],
      [0.73, 0.36],
      [0.74, 0.93],
      [0.26, 0.93],
      [0.27, 0.36],
      [0.16, 0.42],
      [0.08, 0.24],
    ],
  },
  {
    name: 'trousers',
    category: 'bottoms',
    aspect: 0.5,
    outline: [
      [0.3, 0.05],
      [0.7, 0.05],
      [0.75, 0.95],
      [0.56, 0.95],
      [0.5, 0.34],
      [0.44, 0.95],
      [0.25, 0.95],
    ],
  },
  {
    name: 'dress',
    category: 'dresses',
    aspect: 0.6,
    outline: [
      [0.4, 0.05],
      [0.46, 0.1],
      [0.54, 0.1],
      [0.6, 0.05],
      [0.63, 0.3],
      [0.58, 0.42],
      [0.82, 0.95],
      [0.18, 0.95],
      [0.42, 0.42],
      [0.37, 0.3],
    ],
  },
];

interface Look {
  name: string;
  /** SVG <defs> content the fills may reference. */
  defs: string;
  background: string;
  garment: string;
}

// Backgrounds a person might shoot on (floor, bedspread, wall gradient) and garments in solid,
// striped and mottled fabric.
export const LOOKS: readonly Look[] = [
  {
    name: 'navy on warm gradient',
    defs: `<linearGradient id="bg" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#f1e7d8"/><stop offset="1" stop-color="#c9bba8"/></linearGradient>`,
    background: 'url(#bg)',
    garment: '#1f2a4d',
  },
  {
    name: 'red stripes on grey radial',
    defs: `<radialGradient id="bg" cx="0.5" cy="0.45" r="0.75"><stop offset="0" stop-color="#e9e9ec"/><stop offset="1" stop-color="#8e9096"/></radialGradient>
      <pattern id="fabric" width="24" height="24" patternUnits="userSpaceOnUse"><rect width="24" height="24" fill="#c0392b"/><rect width="24" height="8" fill="#f4f1ea"/></pattern>`,
    background: 'url(#bg)',
    garment: 'url(#fabric)',
  },
  {
    name: 'mottled green on wood grain',
    defs: `<filter id="wood" x="0" y="0" width="1" height="1"><feTurbulence type="fractalNoise" baseFrequency="0.004 0.09" numOctaves="3" seed="7"/><feColorMatrix type="matrix" values="0 0 0 0.35 0.55  0 0 0 0.25 0.38  0 0 0 0.15 0.22  0 0 0 0 1"/></filter>
      <filter id="mottle" x="0" y="0" width="1" height="1"><feTurbulence type="turbulence" baseFrequency="0.05" numOctaves="2" seed="3"/><feColorMatrix type="matrix" values="0 0 0 0.25 0.12  0 0 0 0.3 0.42  0 0 0 0.2 0.2  0 0 0 0 1"/><feComposite in2="SourceGraphic" operator="in"/></filter>`,
    background: 'wood',
    garment: 'mottle',
  },
  {
    name: 'mustard on checked bedspread',
    defs: `<pattern id="bg" width="60" height="60" patternUnits="userSpaceOnUse"><rect width="60" height="60" fill="#dfe4ea"/><rect width="30" height="30" fill="#b8c2cc"/><rect x="30" y="30" width="30" height="30" fill="#b8c2cc"/></pattern>`,
    background: 'url(#bg)',
    garment: '#d4a017',
  },
  {
    // Light on light: the hard case for both the cut-out and the classifier's inverted input.
    name: 'white on wood floor',
    defs: `<filter id="wood" x="0" y="0" width="1" height="1"><feTurbulence type="fractalNoise" baseFrequency="0.004 0.09" numOctaves="3" seed="11"/><feColorMatrix type="matrix" values="0 0 0 0.35 0.55  0 0 0 0.25 0.38  0 0 0 0.15 0.22  0 0 0 0 1"/></filter>`,
    background: 'wood',
    garment: '#f4f3ef',
  },
];

function polygonPoints(shape: Shape, width: number, height: number): string {
  // The garment fills most of the frame with a margin, as in a typical flat-lay photo.
  const scale = Math.min((width * 0.78) / shape.aspect, height * 0.84);
  const boxWidth = scale * shape.aspect;
  const left = (width - boxWidth) / 2;
  const top = (height - scale) / 2;
  return shape.outline
    .map(([x, y]) => `${(left + x * boxWidth).toFixed(1)},${(top + y * scale).toFixed(1)}`)
    .join(' ');
}

function sceneSvg(shape: Shape, look: Look, width: number, height: number): string {
  const points = polygonPoints(shape, width, height);
  const background =
    look.background === 'wood'
      ? `<rect width="${width}" height="${height}" fill="#fff" filter="url(#wood)"/>`
      : `<rect width="${width}" height="${height}" fill="${look.background}"/>`;
  const garment =
    look.garment === 'mottle'
      ? `<polygon points="${points}" fill="#fff" filter="url(#mottle)"/>`
      : `<polygon points="${points}" fill="${look.garment}" stroke="rgba(0,0,0,0.25)" stroke-width="2"/>`;
  // A soft shadow under the garment, as a real flat-lay has.
  const shadow = `<filter id="shadow"><feGaussianBlur stdDeviation="6"/></filter><polygon points="${points}" fill="rgba(0,0,0,0.18)" transform="translate(6 8)" filter="url(#shadow)"/>`;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}"><defs>${look.defs}</defs>${background}${shadow}${garment}</svg>`;
}

export interface SyntheticPhoto {
  name: string;
  category: GarmentCategory;
  /** JPEG bytes of the scene. */
  photo: Buffer;
  /** Ground truth at the photo's size: 255 = garment. */
  truth: GarmentMask;
}

/** Renders one garment on one background as a JPEG, with its exact mask. */
export async function renderSyntheticPhoto(
  shape: Shape,
  look: Look,
  width: number,
  height: number,
): Promise<SyntheticPhoto> {
  const photo = await sharp(Buffer.from(sceneSvg(shape, look, width, height)))
    .jpeg({ quality: 88 })
    .toBuffer();
  const truthSvg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}"><rect width="${width}" height="${height}" fill="#000"/><polygon points="${polygonPoints(shape, width, height)}" fill="#fff"/></svg>`;
  const truth = await sharp(Buffer.from(truthSvg)).greyscale().raw().toBuffer();
  return {
    name: `${shape.name}, ${look.name}`,
    category: shape.category,
    photo,
    truth: { width, height, data: new Uint8Array(truth) },
  };
}

/** Intersection over union of two same-size masks, each thresholded at 128. */
export function maskIoU(a: GarmentMask, b: GarmentMask): number {
  if (a.width !== b.width || a.height !== b.height) {
    throw new RangeError(`mask sizes differ: ${a.width}×${a.height} vs ${b.width}×${b.height}`);
  }
  let intersection = 0;
  let union = 0;
  for (let i = 0; i < a.data.length; i++) {
    const inA = (a.data[i] as number) >= 128;
    const inB = (b.data[i] as number) >= 128;
    if (inA && inB) intersection++;
    if (inA || inB) union++;
  }
  return union === 0 ? 1 : intersection / union;
}
