import { cutOut } from '../../vision/cutout.ts';
import { judgeGarment } from '../../vision/garment-evidence.ts';
import { nounOfKind } from '../../vision/garment-kinds.ts';
import { GARMENT_MODEL_ID, readGarmentKind } from '../../vision/garment-model.ts';
import { NoGarmentFoundError } from '../../vision/vision-errors.ts';
import type { GarmentVision, RecognizedGarment, ScanImage } from '../stylist.ts';
import { createVisionThread } from './vision-thread.ts';

/** Model identifier of the background remover, recorded in an item's aiTags. */
export const CUTOUT_MODEL_ID = 'u2netp';

/** The offline vision models, replaceable in tests. */
export interface VisionModels {
  cutOut: typeof cutOut;
  readGarmentKind: typeof readGarmentKind;
}

/**
 * Reads the garment in a photo on the calling thread: the u2netp cut-out, and the garment model on
 * the whole photo (it was trained on whole photos of clothes). Throws NoGarmentFoundError when the
 * photo holds no garment. The vision thread runs this; tests may call it with their own models.
 */
export async function readGarmentPhoto(
  bytes: Buffer,
  models: VisionModels = { cutOut, readGarmentKind },
): Promise<RecognizedGarment> {
  const cut = await models.cutOut(bytes);
  // The photo as the cut-out decoded it: upright, HEIC included, decoded once.
  const reading = await models.readGarmentKind(cut.upright);
  // A wall, a sky, a face: no garment, so no guess at one.
  const verdict = judgeGarment({ ...cut.evidence, confidence: reading.confidence });
  if (!verdict.garment) throw new NoGarmentFoundError();
  const noun = nounOfKind(reading.kind);
  return {
    category: reading.category,
    subcategory: noun.toLowerCase(),
    label: noun,
    kind: reading.kind,
    confidence: reading.confidence,
    labelConfidence: reading.kindConfidence,
    lowConfidence: reading.lowConfidence,
    cutout: cut.cutoutWebp,
    cutoutSize: { width: cut.bbox.width, height: cut.bbox.height },
    models: [CUTOUT_MODEL_ID, GARMENT_MODEL_ID],
  };
}

/**
 * Creates the offline garment recogniser; it refuses photos that hold no garment. By default the
 * models run on a worker thread (`vision-thread.ts`: the u2netp session, the mask work and the
 * garment model), so the event loop keeps serving while a photo is read; `models` runs them on
 * this thread instead (tests counting runs). The models load on first use.
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
