import { createHash } from 'node:crypto';
import { buildApp, type App } from '../app.ts';
import { createLocalDiskBlobStore } from '../storage/local-disk-blob-store.ts';
import { createGarmentVision, type VisionModels } from '../stylist/local/scan/garment-vision.ts';
import type { GarmentVision } from '../stylist/stylist.ts';
import { cutOut } from '../vision/cutout.ts';
import { readGarmentKind } from '../vision/garment-model.ts';
import type { TestContext } from './create-test-app.ts';

type Cutout = Awaited<ReturnType<typeof cutOut>>;
type Reading = Awaited<ReturnType<typeof readGarmentKind>>;

export interface GatedVisionOptions {
  /**
   * Remember the models' answer per photo (by its bytes): the same photo sent again is answered
   * at once, so a test about order and queues can send many without the models running each time.
   */
  memo?: boolean;
}

/**
 * The real models on this thread, counting their runs, behind two gates a test can close:
 * - `close()` stops a reading before it reaches the recogniser (and its queue): it waits there
 *   (and says so, `arrived()`) until the test opens it;
 * - `hold()` stops readings inside the recogniser's queue, at the models, holding their slot:
 *   `reachedModels(n)` resolves once n readings got there (their bytes in `modelArrivals`, in
 *   order), `letThrough(n)` lets the first n waiting go on, `release()` lets all go.
 * `asked(n)` resolves once the recogniser was asked about n photos (each joining its queue).
 */
export function gatedVision(options: GatedVisionOptions = {}) {
  const cutouts = new Map<string, Promise<Cutout>>();
  const readings = new WeakMap<object, Promise<Reading>>();
  const modelArrivals: Buffer[] = [];
  let holding = false;
  const holdingAt: (() => void)[] = [];
  let asks = 0;
  const askedFor = new WeakSet<object>();
  const watchers: { ready: () => boolean; resolve: () => void }[] = [];
  const notify = () => {
    for (const watcher of [...watchers]) {
      if (!watcher.ready()) continue;
      watchers.splice(watchers.indexOf(watcher), 1);
      watcher.resolve();
    }
  };
  const until = (ready: () => boolean) =>
    ready() ? Promise.resolve() : new Promise<void>((resolve) => watchers.push({ ready, resolve }));

  const models: VisionModels & { runs: number } = {
    runs: 0,
    cutOut: async (bytes) => {
      models.runs++;
      modelArrivals.push(bytes);
      notify();
      if (holding) await new Promise<void>((resolve) => holdingAt.push(resolve));
      if (!options.memo) return cutOut(bytes);
      const key = createHash('sha256').update(bytes).digest('hex');
      let cut = cutouts.get(key);
      if (!cut) {
        cut = cutOut(bytes);
        cutouts.set(key, cut);
      }
      return cut;
    },
    readGarmentKind: (photo) => {
      if (!options.memo || Buffer.isBuffer(photo)) return readGarmentKind(photo);
      // A remembered cut-out hands back the same decoded photo: the same reading.
      let reading = readings.get(photo);
      if (!reading) {
        reading = readGarmentKind(photo);
        readings.set(photo, reading);
      }
      return reading;
    },
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
      // The stylist's scan of the same image joins the first ask: one photo, one ask.
      if (!askedFor.has(image)) {
        askedFor.add(image);
        asks++;
        notify();
      }
      return real.recognize(image, source);
    },
    recognizer: (image) => vision.recognize(image),
    assertRoom: (lane) => real.assertRoom(lane),
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
    asked: (n: number) => until(() => asks >= n),
    get asks() {
      return asks;
    },
    hold() {
      holding = true;
    },
    reachedModels: (n: number) => until(() => modelArrivals.length >= n),
    modelArrivals,
    letThrough(n = 1) {
      for (const go of holdingAt.splice(0, n)) go();
    },
    release() {
      holding = false;
      for (const go of holdingAt.splice(0)) go();
    },
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
