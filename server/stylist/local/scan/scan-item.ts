import type { ScanField, ScanResult } from '../../../../contract/wardrobe.ts';
import { readPixels, type Pixels } from '../../../images/image-pipeline.ts';
import { readFabric, type FabricReading } from '../../../vision/fabric-pattern.ts';
import { kindCanBeDenim, nounOfKind } from '../../../vision/garment-kinds.ts';
import type { GarmentRecognizer, ScanImage } from '../../stylist.ts';
import { analyzeColors } from '../garment/color/analyze-colors.ts';
import { suggestedName } from './scan-name.ts';
import { CATEGORY_NOUNS, styleTagsOf } from './scan-style.ts';

/** Colour analysis reads a small copy: 128 px keeps k-means fast and loses no colour that matters. */
const ANALYSIS_EDGE = 128;
/** The cloth's pattern needs a little more: a stripe is a few pixels wide at 256 px. */
const FABRIC_EDGE = 256;
const PLAIN: FabricReading = { pattern: 'plain', denim: false };
/** A colour named with less confidence than this is offered, not filled in. */
const SURE_COLOR_CONFIDENCE = 0.5;
/**
 * A noun whose own probability is below this is offered, not filled in: on the calibration photos
 * a kind read at 0.5 or more was right 82 % of the time, below it 36 %.
 */
const SURE_NOUN_CONFIDENCE = 0.5;

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
 * null otherwise rather than guessed. The suggested name is '{Colour} {Pattern} {Noun}' ('Navy
 * Striped T-Shirt', 'Denim Shorts': the cloth is read from the cut-out); style tags come from the
 * noun's nature in the lexicon. Each field carries its confidence, and `unsure` lists the guesses
 * the user should confirm.
 */
export function createLocalScanItem(recognizeGarment?: GarmentRecognizer) {
  return async function scanItem(image: ScanImage): Promise<ScanResult> {
    const garment = recognizeGarment ? await recognizeGarment(image).catch(() => null) : null;
    const pixels = garment?.cutout
      ? withTransparentMargin(await readPixels(garment.cutout, ANALYSIS_EDGE))
      : await readPixels(image.bytes, ANALYSIS_EDGE);
    const analysis = analyzeColors(pixels);
    const dominant = analysis.colors[0];
    const fabric = garment?.cutout
      ? readFabric(await readPixels(garment.cutout, FABRIC_EDGE))
      : PLAIN;

    const denim = fabric.denim && garment?.kind !== undefined && kindCanBeDenim(garment.kind);
    const label = garment?.kind ? nounOfKind(garment.kind, denim) : (garment?.label ?? null);
    const noun = garment ? (label ?? CATEGORY_NOUNS[garment.category]) : 'Item';
    const name = suggestedName({ color: dominant?.name ?? null, pattern: fabric.pattern, noun });
    const categoryConfidence = garment ? garment.confidence : null;
    const colorConfidence = dominant ? analysis.confidence : null;
    const style = label ? styleTagsOf(label) : [];

    const categoryUnsure = !garment || garment.lowConfidence;
    const nounUnsure =
      categoryUnsure ||
      !label ||
      (garment.labelConfidence ?? garment.confidence) < SURE_NOUN_CONFIDENCE;
    const colorUnsure = (colorConfidence ?? 0) < SURE_COLOR_CONFIDENCE;
    const unsure: ScanField[] = [];
    if (categoryUnsure) unsure.push('category');
    if (nounUnsure) unsure.push('subcategory');
    if (colorUnsure) unsure.push('color');
    if (nounUnsure || colorUnsure) unsure.push('name');
    if (style.length && categoryUnsure) unsure.push('style');
    // A name is as sure as the least sure of its words.
    const nounConfidence = label
      ? Math.min(categoryConfidence ?? 0, garment?.labelConfidence ?? 1)
      : null;
    return {
      detectedName: name,
      itemName: name,
      category: garment?.category ?? null,
      // The form shows it as typed by a person: 'Trousers', 'T-Shirt'.
      subcategory: label,
      color: dominant?.name ?? null,
      colors: analysis.colors,
      brand: null,
      size: null,
      style,
      confidence: {
        category: categoryConfidence,
        color: colorConfidence,
        name: Math.min(nounConfidence ?? 0, colorConfidence ?? 0),
        subcategory: nounConfidence,
        style: style.length ? categoryConfidence : null,
      },
      lowConfidence: garment?.lowConfidence ?? false,
      unsure,
      provider: 'local',
    };
  };
}
