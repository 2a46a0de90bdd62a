import { QUEUE_LIMITS } from '../../../http/account-limits.ts';
import { cutOut } from '../../../vision/cutout.ts';
import { judgeGarment } from '../../../vision/garment-evidence.ts';
import { nounOfKind } from '../../../vision/garment-kinds.ts';
import { GARMENT_MODEL_ID, readGarmentKind } from '../../../vision/garment-model.ts';
import { createFairLimiter, type FairLimits } from '../../../vision/inference-queue.ts';
import { NoGarmentFoundError } from '../../../vision/vision-errors.ts';
import type { GarmentVision, RecognizedGarment, ScanImage } from '../../stylist.ts';
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
 * the whole photo (it was trained on whole photos of clothes) and on the garment alone. Throws NoGarmentFoundError when the
 * photo holds no garment. The vision thread runs this; tests may call it with their own models.
 */
export async function readGarmentPhoto(
  bytes: Buffer,
  models: VisionModels = { cutOut, readGarmentKind },
): Promise<RecognizedGarment> {
  const cut = await models.cutOut(bytes);
  // The photo as the cut-out decoded it (upright, HEIC included, decoded once), and the garment
  // alone where the cut-out found it.
  const reading = await models.readGarmentKind(cut.upright, cut.bbox);
  // A wall, a sky, a face: no garment, so no guess at one.
  const verdict = judgeGarment({ ...cut.evidence, confidence: reading.confidence });
  if (!verdict.garment) throw new NoGarmentFoundError();
  const noun = nounOfKind(reading.nameKind);
  return {
    category: reading.category,
    subcategory: noun.toLowerCase(),
    label: noun,
    kind: reading.nameKind,
    confidence: reading.confidence,
    labelConfidence: reading.nameConfidence,
    lowConfidence: reading.lowConfidence,
    cutout: cut.cutoutWebp,
    cutoutSize: { width: cut.bbox.width, height: cut.bbox.height },
    models: [CUTOUT_MODEL_ID, GARMENT_MODEL_ID],
  };
}

/** The scanner's queue as the limits module sets it: accounts in turn, a few waiting each. */
const DEFAULT_QUEUE: FairLimits = {
  waitingPerAccount: QUEUE_LIMITS.scansWaitingPerAccount,
  waiting: QUEUE_LIMITS.scansWaiting,
};

/**
 * Creates the offline garment recogniser; it refuses photos that hold no garment. By default the
 * models run on a worker thread (`vision-thread.ts`: the u2netp session, the mask work and the
 * garment model), so the event loop keeps serving while a photo is read; `models` runs them on
 * this thread instead (tests counting runs). The models load on first use. Two photos are read at
 * once (one decodes or encodes while the other is in the model); the rest wait in the image's
 * `lane` (its account), lanes served in turn: 429 past `queue.waitingPerAccount` in one lane, 503
 * past `queue.waiting` in all.
 */
export function createGarmentVision(
  models?: VisionModels,
  queue: FairLimits = DEFAULT_QUEUE,
): GarmentVision {
  // Keyed by the image object, so an entry lives exactly as long as the request holding it.
  const runs = new WeakMap<ScanImage, Promise<RecognizedGarment>>();
  const thread = models ? null : createVisionThread();
  const limiter = createFairLimiter(2, queue);
  const read = (bytes: Buffer, lane: string) =>
    limiter.run(lane, () => (thread ? thread.read(bytes) : readGarmentPhoto(bytes, models)));

  function recognize(image: ScanImage, source?: Buffer): Promise<RecognizedGarment> {
    let run = runs.get(image);
    if (!run) {
      run = read(source ?? image.bytes, image.lane ?? '');
      runs.set(image, run);
    }
    return run;
  }

  return {
    recognize,
    recognizer: (image) => recognize(image),
    assertRoom: (lane) => limiter.assertRoom(lane),
  };
}
