import type { Category, ScanResult } from '../../../contract/wardrobe.ts';
import { readPixels, type Pixels } from '../../images/image-pipeline.ts';
import type { GarmentRecognizer, ScanImage } from '../stylist.ts';
import { analyzeColors } from './colors/analyze-colors.ts';

/** Colour analysis reads a small copy: 128 px keeps k-means fast and loses no colour that matters. */
const ANALYSIS_EDGE = 128;

const CATEGORY_NOUNS: Record<Category, string> = {
  tops: 'Top',
  bottoms: 'Bottoms',
  dresses: 'Dress',
  outerwear: 'Outerwear',
  shoes: 'Shoes',
  accessories: 'Accessory',
};

/**
 * The cut-out with a transparent margin. A cut-out is trimmed to the garment, so a boxy one (a
 * folded jumper, a bag) can be almost fully opaque; the colour analysis only trusts an alpha mask
 * with enough transparency in it, and would otherwise look for a background inside the garment.
 */
function withTransparentMargin(pixels: Pixels): Pixels {
  const margin = Math.max(2, Math.round(Math.max(pixels.width, pixels.height) * 0.1));
  const width = pixels.width + 2 * margin;
  const height = pixels.height + 2 * margin;
  const data = Buffer.alloc(width * height * 4);
  for (let y = 0; y < pixels.height; y++) {
    const row = pixels.data.subarray(y * pixels.width * 4, (y + 1) * pixels.width * 4);
    data.set(row, ((y + margin) * width + margin) * 4);
  }
  return { data, width, height, channels: 4 };
}

/**
 * The built-in scanItem: the colours are measured from the garment's pixels (the cut-out's
 * foreground when a recogniser is plugged in); the category comes only from the recogniser, and is
 * null otherwise rather than guessed. The suggested name is '{Colour} {Subcategory}'.
 */
export function createLocalScanItem(recognizeGarment?: GarmentRecognizer) {
  return async function scanItem(image: ScanImage): Promise<ScanResult> {
    const garment = recognizeGarment ? await recognizeGarment(image).catch(() => null) : null;
    const pixels = garment?.cutout
      ? withTransparentMargin(await readPixels(garment.cutout, ANALYSIS_EDGE))
      : await readPixels(image.bytes, ANALYSIS_EDGE);
    const analysis = analyzeColors(pixels);
    const dominant = analysis.colors[0];

    const noun = garment ? (garment.label ?? CATEGORY_NOUNS[garment.category]) : 'Item';
    const name = dominant ? `${dominant.name} ${noun}` : noun;
    return {
      detectedName: name,
      itemName: name,
      category: garment?.category ?? null,
      // The form shows it as typed by a person: 'Trousers', 'T-Shirt'.
      subcategory: garment ? (garment.label ?? garment.subcategory) : null,
      color: dominant?.name ?? null,
      colors: analysis.colors,
      brand: null,
      size: null,
      style: [],
      confidence: {
        category: garment ? garment.confidence : null,
        color: dominant ? analysis.confidence : null,
      },
      lowConfidence: garment?.lowConfidence ?? false,
      provider: 'local',
    };
  };
}
