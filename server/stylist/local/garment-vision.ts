import { classifyGarment, GARMENT_CLASSIFIER_ID } from '../../vision/classify.ts';
import { cutOut } from '../../vision/cutout.ts';
import { judgeGarment } from '../../vision/garment-evidence.ts';
import { garmentShapeOf, readGarment } from '../../vision/garment-shape.ts';
import { NoGarmentFoundError } from '../../vision/vision-errors.ts';
import type { GarmentVision, RecognizedGarment, ScanImage } from '../stylist.ts';

/** Model identifier of the background remover, recorded in an item's aiTags. */
export const CUTOUT_MODEL_ID = 'u2netp';

/** The offline vision models, replaceable in tests. */
export interface VisionModels {
  cutOut: typeof cutOut;
  classifyGarment: typeof classifyGarment;
}

/**
 * Creates the offline garment recogniser (u2netp cut-out, then the Fashion-MNIST classifier on its
 * silhouette, checked against the silhouette's shape); it refuses photos that hold no garment.
 * The u2netp session and the classifier load on first use.
 */
export function createGarmentVision(
  models: VisionModels = { cutOut, classifyGarment },
): GarmentVision {
  // Keyed by the image object, so an entry lives exactly as long as the request holding it.
  const runs = new WeakMap<ScanImage, Promise<RecognizedGarment>>();

  async function read(bytes: Buffer): Promise<RecognizedGarment> {
    const cut = await models.cutOut(bytes);
    const prediction = await models.classifyGarment(cut.cutoutWebp);
    // A wall, a sky, a face: no garment, so no guess at one.
    const verdict = judgeGarment({ ...cut.evidence, confidence: prediction.confidence });
    if (!verdict.garment) throw new NoGarmentFoundError();
    const reading = readGarment(prediction, garmentShapeOf(cut.mask, cut.bbox, cut.blobAreas));
    return {
      category: reading.category,
      subcategory: reading.subcategory,
      label: reading.label,
      confidence: reading.confidence,
      lowConfidence: reading.lowConfidence,
      cutout: cut.cutoutWebp,
      cutoutSize: { width: cut.bbox.width, height: cut.bbox.height },
      models: [CUTOUT_MODEL_ID, GARMENT_CLASSIFIER_ID],
    };
  }

  function recognize(image: ScanImage, source?: Buffer): Promise<RecognizedGarment> {
    let run = runs.get(image);
    if (!run) {
      run = read(source ?? image.bytes);
      runs.set(image, run);
    }
    return run;
  }

  return { recognize, recognizer: (image) => recognize(image) };
}
