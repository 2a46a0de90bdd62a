import type { Category, ScanResult } from '../../../contract/wardrobe.ts';
import { readPixels } from '../../images/image-pipeline.ts';
import type { ScanImage } from '../stylist.ts';
import { analyzeColors } from './colors/analyze-colors.ts';

/** What an offline garment recogniser (cut-out + classifier) found in a photo. */
export interface RecognizedGarment {
  category: Category;
  subcategory: string | null;
  /** Title-case noun for the suggested name, e.g. 'Trousers'. */
  label: string | null;
  /** 0–1. */
  confidence: number;
  /** The garment alone on a transparent background (RGBA WebP); colours are read from it when given. */
  cutout: Buffer | null;
}

/** Finds the garment in a photo; null (or a throw) means it could not tell. */
export type GarmentRecognizer = (image: ScanImage) => Promise<RecognizedGarment | null>;

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
 * The built-in scanItem: the colours are measured from the pixels; the category comes only from
 * the recogniser when one is plugged in, and is null otherwise rather than guessed.
 */
export function createLocalScanItem(recognizeGarment?: GarmentRecognizer) {
  return async function scanItem(image: ScanImage): Promise<ScanResult> {
    const garment = recognizeGarment ? await recognizeGarment(image).catch(() => null) : null;
    const pixels = await readPixels(garment?.cutout ?? image.bytes, ANALYSIS_EDGE);
    const analysis = analyzeColors(pixels);
    const dominant = analysis.colors[0];

    const noun = garment ? (garment.label ?? CATEGORY_NOUNS[garment.category]) : 'Item';
    const name = dominant ? `${dominant.name} ${noun}` : noun;
    return {
      detectedName: name,
      itemName: name,
      category: garment?.category ?? null,
      subcategory: garment?.subcategory ?? null,
      color: dominant?.name ?? null,
      colors: analysis.colors,
      brand: null,
      size: null,
      style: [],
      confidence: {
        category: garment ? garment.confidence : null,
        color: dominant ? analysis.confidence : null,
      },
      provider: 'local',
    };
  };
}
