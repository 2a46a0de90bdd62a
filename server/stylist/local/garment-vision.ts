import { classifyGarment, GARMENT_CLASSIFIER_ID } from '../../vision/classify.ts';
import { cutOut } from '../../vision/cutout.ts';
import { judgeGarment } from '../../vision/garment-evidence.ts';
import { garmentShapeOf, readGarment } from '../../vision/garment-shape.ts';
import { NoGarmentFoundError } from '../../vision/vision-errors.ts';
import type { GarmentVision, RecognizedGarment, ScanImage } from '../stylist.ts';
import { createVisionThread } from './vision-thread.ts';

/** Model identifier of the background remover, recorded in an item's aiTags. */
export const CUTOUT_MODEL_ID = 'u2netp';

/** The offline vision models, replaceable in tests. */
export interface VisionModels {
  cutOut: typeof cutOut;
  classifyGarment: typeof classifyGarment;
}

/**
 * Reads the garment in a photo on the calling thread: u2netp cut-out, the Fashion-MNIST classifier
 * on its silhouette, checked against the silhouette's shape. Throws NoGarmentFoundError when the
 * photo holds no garment. The vision thread runs this; tests may call it with their own models.
 */
export async function readGarmentPhoto(
  bytes: Buffer,
  models: VisionModels = { cutOut, classifyGarment },
): Promise<RecognizedGarment> {
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

/**
 * Creates the offline garment recogniser; it refuses photos that hold no garment. By default the
 * models run on a worker thread (`vision-thread.ts`: the u2netp session, the mask work and the
 * classifier), so the event loop keeps serving while a photo is read; `models` runs them on this
 * thread instead (tests counting runs). The models load on first use.
 */
export function createGarmentVision(models?: VisionModels): GarmentVision {
  // Keyed by the image object, so an entry lives exactly as long as the request holding it.
  const runs = new WeakMap<ScanImage, Promise<RecognizedGarment>>();
  const thread = models ? null : createVisionThread();
  const read = (bytes: Buffer) => (thread ? thread.read(bytes) : readGarmentPhoto(bytes, models));

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
