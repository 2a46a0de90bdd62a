import type { FastifyBaseLogger } from 'fastify';
import {
  NO_GARMENT_MESSAGE,
  SURE_CATEGORY_CONFIDENCE,
  type ItemAiTags,
  type ScanField,
  type ScanResult,
} from '../../../contract/wardrobe.ts';
import type { Clock } from '../../lib/clock.ts';
import { isDomainError, unavailable, unprocessable } from '../../lib/domain-errors.ts';
import type {
  GarmentVision,
  RecognizedGarment,
  ScanImage,
  Stylist,
} from '../../stylist/stylist.ts';

export const RECOGNIZER_FAILED_NOTE =
  'The garment could not be recognised, so only the colours were read.';

/** What the garment recogniser made of a photo, or why it could not tell. */
interface Recognition {
  garment: RecognizedGarment | null;
  error: unknown;
}

/** The recogniser found nothing standing out from the background: an answer, not a failure. */
const isNoGarment = (error: unknown) => isDomainError(error, 'unprocessable');
/** The recogniser's queue turned the photo away: too many waiting (503), or this account's (429). */
const isTurnedAway = (error: unknown) => isDomainError(error, 'unavailable', 'rate-limited');

/** The scanner's own flag, or for a scanner without one (an AI model), its category confidence. */
function lowConfidenceOf(scan: ScanResult): boolean {
  if (scan.category === null) return false;
  return scan.lowConfidence ?? (scan.confidence.category ?? 0) < SURE_CATEGORY_CONFIDENCE;
}

/** The scanner's own list, or for a scanner without one: an unsure category makes every field unsure. */
function unsureOf(scan: ScanResult): ScanField[] {
  if (scan.unsure) return scan.unsure;
  if (scan.category === null) return ['name', 'category'];
  return lowConfidenceOf(scan) ? ['name', 'category', 'subcategory', 'style'] : [];
}

export interface GarmentReaderDeps {
  stylist: Stylist;
  /** The offline cut-out and garment classifier; without it photos are read for colours only. */
  vision: GarmentVision | null;
  clock: Clock;
  log: Pick<FastifyBaseLogger, 'warn'>;
}

/**
 * Reads garments in photos: the stylist's scan (colours, category, style) and the offline
 * recogniser's cut-out, run side by side on the same image so the models run once per photo.
 */
export function createGarmentReader({ stylist, vision, clock, log }: GarmentReaderDeps) {
  /**
   * Starts the recogniser on a scan image (settled, so a failure is a value to look at later,
   * never an unhandled rejection). The stylist's own scan of the same image joins this run.
   */
  function recognise(image: ScanImage, source?: Buffer): Promise<Recognition> {
    if (!vision) return Promise.resolve({ garment: null, error: null });
    return vision.recognize(image, source).then(
      (garment) => ({ garment, error: null }),
      (error: unknown) => ({ garment: null, error }),
    );
  }

  function logRecognition({ error }: Recognition): void {
    if (error && !isNoGarment(error)) log.warn({ err: error }, 'garment recognition failed');
  }

  /** The scan of a photo being stored; a scanner failure must not lose the user's upload. */
  async function analyse(thumbnail: ScanImage): Promise<ScanResult | null> {
    try {
      return await stylist.scanItem(thumbnail);
    } catch (error) {
      log.warn({ err: error }, 'photo analysis failed; item kept without AI tags');
      return null;
    }
  }

  return {
    /**
     * Reads a photo being stored: the scan of its thumbnail and, when `source` (the large image)
     * is given, the garment cut from it. Neither failing stops the photo being stored.
     */
    async readForIntake(thumbnail: ScanImage, source?: Buffer) {
      const recognition = recognise(thumbnail, source);
      const scan = await analyse(thumbnail);
      const recognised = await recognition;
      logRecognition(recognised);
      // With no garment found the local scanner leaves category and noun empty: nothing invented.
      return { scan, garment: recognised.garment };
    },

    /** What the item records of a scan. */
    aiTagsOf(scan: ScanResult, garment: RecognizedGarment | null): ItemAiTags {
      return {
        provider: scan.provider,
        colors: scan.colors.map((color) => color.name),
        category: scan.category,
        subcategory: scan.subcategory,
        style: scan.style,
        analyzedAt: clock.now().toISOString(),
        models: [...(garment?.models ?? [])],
        confidence: scan.confidence.category,
        lowConfidence: lowConfidenceOf(scan),
      };
    },

    /**
     * The scan a dialog shows, and the garment to show cut out. A scanner too busy to take the
     * photo answers 503, one holding as many of this account's photos as it may 429 (try again);
     * a photo with no garment in it 422 with NO_GARMENT_MESSAGE, unless the stylist itself (an AI
     * model) saw one. The image's `lane` is the account it waits for the recogniser as.
     */
    async scan(image: ScanImage, source: Buffer) {
      const recognition = recognise(image, source);
      const result = await stylist.scanItem(image);
      const recognised = await recognition;
      if (isTurnedAway(recognised.error)) throw recognised.error;
      logRecognition(recognised);
      const { garment, error } = recognised;
      if (isNoGarment(error) && result.category === null) {
        throw unprocessable(NO_GARMENT_MESSAGE);
      }
      const note =
        result.note ??
        (vision && !garment && result.category === null ? RECOGNIZER_FAILED_NOTE : undefined);
      const answer: ScanResult = {
        ...result,
        lowConfidence: lowConfidenceOf(result),
        unsure: unsureOf(result),
        ...(note ? { note } : {}),
      };
      return { result: answer, garment };
    },

    /**
     * Throws the recogniser's 429 or 503 at once when a photo of `lane` (an account) would be
     * turned away now: checked before a scan's photo is read and prepared.
     */
    assertRoom(lane: string): void {
      vision?.assertRoom(lane);
    },

    /**
     * The garment cut out of a stored photo: 503 without the recogniser (or with it too busy), 429
     * with too many of the account's photos waiting, 422 when none is found.
     */
    async cutOut(image: ScanImage): Promise<Buffer> {
      if (!vision) throw unavailable('Background removal is not available on this server');
      const garment = await vision.recognize(image);
      if (!garment.cutout) throw unprocessable('No garment could be found in the photo');
      return garment.cutout;
    },
  };
}

export type GarmentReader = ReturnType<typeof createGarmentReader>;
