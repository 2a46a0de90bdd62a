import { readFileSync } from 'node:fs';
import path from 'node:path';
import * as ort from 'onnxruntime-node';
import sharp from 'sharp';
import { projectRoot } from '../paths.ts';
import type { UprightImage } from './cutout.ts';
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
  input: { side: number; range: [number, number] };
  kinds: { kind: string; category: GarmentCategory }[];
  /** Logits are divided by it before the softmax (fitted on the calibration split). */
  temperature: number;
  /**
   * Per category, the probability from which the calibration split shows the category right at
   * least 97 % of the time with 95 % confidence; 1 where its photos could not show that.
   */
  sureFrom: Record<GarmentCategory, number>;
}

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
 * The whole photo, squashed to the model's square, as NCHW floats in [-1, 1]: from encoded bytes
 * (turned upright by their EXIF) or from the image the cut-out decoded (HEIC included).
 */
export async function garmentModelInput(photo: Buffer | UprightImage): Promise<Float32Array> {
  const { side } = garmentModelMeta().input;
  const source = Buffer.isBuffer(photo)
    ? sharp(photo, { failOn: 'none' }).rotate()
    : sharp(photo.data, { raw: { width: photo.width, height: photo.height, channels: 3 } });
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

/** Reads the kind of garment in a photo (encoded in any format sharp decodes, or decoded). */
export async function readGarmentKind(photo: Buffer | UprightImage): Promise<KindReading> {
  const model = garmentModelMeta();
  const input = await garmentModelInput(photo);
  const net = await getSession();
  const inputName = net.inputNames[0];
  const outputName = net.outputNames[0];
  if (!inputName || !outputName) throw new Error('the garment model has no input or output');
  const { side } = model.input;
  const tensor = new ort.Tensor('float32', input, [1, 3, side, side]);
  const outputs = await runLock.run(() => net.run({ [inputName]: tensor }, [outputName]));
  const logits = outputs[outputName];
  if (!logits) throw new Error('the garment model returned no logits');
  const reading = readKinds(
    kindProbabilities(logits.data as Float32Array, model.temperature),
    model,
  );
  tensor.dispose();
  logits.dispose();
  return reading;
}
