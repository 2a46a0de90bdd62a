import { buildApp, type App } from '../app.ts';
import { createLocalDiskBlobStore } from '../storage/local-disk-blob-store.ts';
import { createGarmentVision, type VisionModels } from '../stylist/local/garment-vision.ts';
import type { GarmentVision } from '../stylist/stylist.ts';
import { cutOut } from '../vision/cutout.ts';
import { readGarmentKind } from '../vision/garment-model.ts';
import type { TestContext } from './create-test-app.ts';

/**
 * The real models on this thread, counting their runs, behind a gate a test can close: a reading
 * that reaches a closed gate waits there (and says so) until the test opens it.
 */
export function gatedVision() {
  const models: VisionModels & { runs: number } = {
    runs: 0,
    cutOut: (bytes) => {
      models.runs++;
      return cutOut(bytes);
    },
    readGarmentKind,
  };
  const real = createGarmentVision(models);
  let gate: Promise<void> = Promise.resolve();
  let open = () => {};
  let reached = () => {};
  let arrival: Promise<void> = Promise.resolve();
  const vision: GarmentVision = {
    async recognize(image, source) {
      reached();
      await gate;
      return real.recognize(image, source);
    },
    recognizer: (image) => vision.recognize(image),
  };
  return {
    vision,
    models,
    /** Closes the gate; `arrived` resolves when a reading reaches it. */
    close() {
      gate = new Promise((resolve) => (open = resolve));
      arrival = new Promise((resolve) => (reached = resolve));
    },
    arrived: () => arrival,
    open: () => open(),
  };
}

/**
 * Another app on a test app's database and photo folder, with its own vision: the next process
 * after a restart (not ready yet; close it at the end of the test).
 */
export function nextProcessOn(ctx: Pick<TestContext, 'db' | 'pool' | 'uploadsDir'>): Promise<App> {
  return buildApp({
    db: ctx.db,
    pool: ctx.pool,
    blobStore: createLocalDiskBlobStore(ctx.uploadsDir),
    vision: createGarmentVision(),
    checkResponses: true,
  });
}
