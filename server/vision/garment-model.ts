import { readFileSync } from 'node:fs';
import path from 'node:path';
import * as ort from 'onnxruntime-node';
import sharp from 'sharp';
import { projectRoot } from '../paths.ts';
import type { UprightImage } from './cutout.ts';
import type { BoundingBox } from './mask-cleanup.ts';
import {
  CATEGORIES as GARMENT_CATEGORIES,
  type Category as GarmentCategory,
} from '../../contract/wardrobe-values.ts';
import { namingKind } from './garment-kinds.ts';
import { createLimiter } from './inference-queue.ts';
import { lazyCpuSession } from './onnx-session.ts';

/**
 * The garment model: MobileNetV2 fine-tuned here on real photos of clothes (see models/README.md
 * and decision 014). It reads the whole photo and names the kind of garment, which gives the
 * category; its probabilities are calibrated on photos it never trained on.
 */
export const GARMENT_MODEL_PATH = path.join(projectRoot, 'server/vision/models/garment-model.onnx');
export const GARMENT_MODEL_META_PATH = path.join(
  projectRoot,
  'server/vision/models/garment-model.json',
);

/** Model identifier recorded in an item's aiTags. */
export const GARMENT_MODEL_ID = 'garment-mobilenetv2-photos';

/** What the training script wrote beside the model. */
export interface GarmentModelMeta {
  sha256: string;
  input: {
    side: number;
    range: [number, number];
    /**
     * What the model reads, its logits averaged: the whole photo, and the garment alone (the
     * cut-out's box around it, widened by `garmentMargin` of its size on each side) when a box is
     * known. The temperature and thresholds were fitted on these same views. Absent: whole only.
     */
    views?: GarmentView[];
    garmentMargin?: number;
  };
  kinds: { kind: string; category: GarmentCategory }[];
  /** Logits are divided by it before the softmax (fitted on the calibration split). */
  temperature: number;
  /**
   * Per category, the probability from which the calibration split shows the category right at
   * least 97 % of the time with 95 % confidence; 1 where its photos could not show that.
   */
  sureFrom: Record<GarmentCategory, number>;
}

export type GarmentView = 'whole' | 'garment';

export interface KindReading {
  /** The training kind, as the photo set labels it: 'T-Shirt', 'Outwear', 'Bag'. */
  kind: string;
  category: GarmentCategory;
  /** Probability of the category (the sum over its kinds), 0-1. */
  confidence: number;
  /** Probability of the kind itself, 0-1. */
  kindConfidence: number;
  /** The kind whose noun names the piece: the kind, or a broader one ('Hooded Jacket'). */
  nameKind: string;
  /** Probability that that noun is right, 0-1. */
  nameConfidence: number;
  /** True when the category should be offered, not filled in. */
  lowConfidence: boolean;
}

let meta: GarmentModelMeta | undefined;
// The model is small (a run is ~20 ms); one at a time keeps the two cores for the cut-out.
const runLock = createLimiter(1);

/** The model's metadata, read once. */
export function garmentModelMeta(): GarmentModelMeta {
  meta ??= JSON.parse(readFileSync(GARMENT_MODEL_META_PATH, 'utf8')) as GarmentModelMeta;
  return meta;
}

// With the arena: without it each of the network's activations (up to 10 MB) is a fresh mmap
// under `npm start`'s MALLOC_MMAP_THRESHOLD_, and ten scans through the app took a median 1036 ms
// instead of 644 ms (scripts/bench/scan-memory.ts with a real photo). The arena keeps a few tens
// of MB, well inside the 600 MiB of four scans at once.
const getSession = lazyCpuSession(GARMENT_MODEL_PATH, 'extended', { arena: true });

/**
 * The photo squashed to the model's square, as NCHW floats in [-1, 1]: from encoded bytes (turned
 * upright by their EXIF) or from the image the cut-out decoded (HEIC included); only `region` of it
 * when given (in the upright photo's pixels).
 */
export async function garmentModelInput(
  photo: Buffer | UprightImage,
  region?: BoundingBox,
): Promise<Float32Array> {
  const { side } = garmentModelMeta().input;
  let source = Buffer.isBuffer(photo)
    ? sharp(photo, { failOn: 'none' }).rotate()
    : sharp(photo.data, { raw: { width: photo.width, height: photo.height, channels: 3 } });
  if (region) source = source.extract(region);
  const rgb = await source
    .resize(side, side, { fit: 'fill', kernel: 'linear' })
    .removeAlpha()
    .toColourspace('srgb')
    .raw()
    .toBuffer();
  const plane = side * side;
  const input = new Float32Array(plane * 3);
  for (let i = 0; i < plane; i++) {
    for (let c = 0; c < 3; c++) input[c * plane + i] = (rgb[i * 3 + c] as number) / 127.5 - 1;
  }
  return input;
}

/**
 * The garment's box widened by `margin` of its width and height on each side, inside the photo.
 * Null when the box is (nearly) the whole photo: the garment view would repeat the whole one.
 */
export function garmentRegion(
  box: BoundingBox,
  frame: { width: number; height: number },
  margin: number,
): BoundingBox | null {
  const left = Math.max(0, Math.floor(box.left - margin * box.width));
  const top = Math.max(0, Math.floor(box.top - margin * box.height));
  const right = Math.min(frame.width, Math.ceil(box.left + box.width * (1 + margin)));
  const bottom = Math.min(frame.height, Math.ceil(box.top + box.height * (1 + margin)));
  const width = right - left;
  const height = bottom - top;
  if (width < 2 || height < 2) return null;
  return { left, top, width, height };
}

/** Calibrated kind probabilities: softmax of logits over the temperature. */
export function kindProbabilities(logits: ArrayLike<number>, temperature: number): Float64Array {
  const out = new Float64Array(logits.length);
  let max = -Infinity;
  for (let i = 0; i < logits.length; i++) max = Math.max(max, (logits[i] as number) / temperature);
  let sum = 0;
  for (let i = 0; i < logits.length; i++) {
    out[i] = Math.exp((logits[i] as number) / temperature - max);
    sum += out[i] as number;
  }
  for (let i = 0; i < out.length; i++) out[i] = (out[i] as number) / sum;
  return out;
}

/** The category with the most probability over its kinds, and the likeliest kind inside it. */
export function readKinds(probabilities: ArrayLike<number>, model: GarmentModelMeta): KindReading {
  const byCategory = new Map<GarmentCategory, number>(GARMENT_CATEGORIES.map((c) => [c, 0]));
  model.kinds.forEach(({ category }, i) => {
    byCategory.set(category, (byCategory.get(category) ?? 0) + (probabilities[i] as number));
  });
  let category: GarmentCategory = 'tops';
  let confidence = -1;
  for (const [candidate, p] of byCategory) {
    if (p > confidence) [category, confidence] = [candidate, p];
  }
  let best = -1;
  model.kinds.forEach((k, i) => {
    if (k.category !== category) return;
    if (best < 0 || (probabilities[i] as number) > (probabilities[best] as number)) best = i;
  });
  const kind = model.kinds[best];
  if (!kind) throw new Error(`the garment model has no kind in ${category}`);
  const index = new Map(model.kinds.map((k, i) => [k.kind, i]));
  const name = namingKind(kind.kind, (k) => {
    const i = index.get(k);
    return i === undefined ? 0 : (probabilities[i] as number);
  });
  return {
    kind: kind.kind,
    category,
    confidence,
    kindConfidence: probabilities[best] as number,
    nameKind: name.kind,
    nameConfidence: name.confidence,
    lowConfidence: confidence < (model.sureFrom[category] ?? 1),
  };
}

/**
 * The model's logits for a photo, averaged over the views its metadata names: the whole photo, and
 * the garment alone when the cut-out's `garment` box is given (the photo must then be the upright
 * image the box was found in).
 */
export async function garmentLogits(
  photo: Buffer | UprightImage,
  garment?: BoundingBox,
): Promise<Float32Array> {
  const model = garmentModelMeta();
  const { side } = model.input;
  const views = model.input.views ?? ['whole'];
  const region =
    garment && views.includes('garment') && !Buffer.isBuffer(photo)
      ? garmentRegion(garment, photo, model.input.garmentMargin ?? 0)
      : null;
  const inputs = [await garmentModelInput(photo)];
  if (region) inputs.push(await garmentModelInput(photo, region));
  const plane = 3 * side * side;
  const batch = new Float32Array(plane * inputs.length);
  inputs.forEach((input, i) => batch.set(input, i * plane));
  const net = await getSession();
  const inputName = net.inputNames[0];
  const outputName = net.outputNames[0];
  if (!inputName || !outputName) throw new Error('the garment model has no input or output');
  const tensor = new ort.Tensor('float32', batch, [inputs.length, 3, side, side]);
  const outputs = await runLock.run(() => net.run({ [inputName]: tensor }, [outputName]));
  const result = outputs[outputName];
  if (!result) throw new Error('the garment model returned no logits');
  const all = result.data as Float32Array;
  const classes = all.length / inputs.length;
  const logits = new Float32Array(classes);
  for (let v = 0; v < inputs.length; v++) {
    for (let k = 0; k < classes; k++) {
      logits[k] = (logits[k] as number) + (all[v * classes + k] as number) / inputs.length;
    }
  }
  tensor.dispose();
  result.dispose();
  return logits;
}

/**
 * Reads the kind of garment in a photo (encoded in any format sharp decodes, or decoded), with the
 * garment's own view too when the cut-out's box is given.
 */
export async function readGarmentKind(
  photo: Buffer | UprightImage,
  garment?: BoundingBox,
): Promise<KindReading> {
  const model = garmentModelMeta();
  return readKinds(
    kindProbabilities(await garmentLogits(photo, garment), model.temperature),
    model,
  );
}
