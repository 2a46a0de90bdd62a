import path from 'node:path';
import * as ort from 'onnxruntime-node';
import { projectRoot } from '../paths.ts';
import { createLimiter } from './inference-queue.ts';
import { lazyCpuSession } from './onnx-session.ts';

/** u2netp (U²-Net small, Apache-2.0), committed beside this file; see models/README.md. */
export const U2NETP_MODEL_PATH = path.join(projectRoot, 'server/vision/models/u2netp.onnx');
/** The model's fixed input side. */
export const U2NETP_SIDE = 320;

// ImageNet statistics, as U²-Net was trained with them.
const MEAN = [0.485, 0.456, 0.406];
const STD = [0.229, 0.224, 0.225];
// Min-max normalisation would blow faint noise on an empty scene up into a "garment"; when nothing
// in the frame reaches this raw score, the frame is treated as empty.
const MIN_PEAK = 0.2;

// One run already keeps both intra-op threads busy, so a second run at the same time only adds
// its ~150 MB of activations; scans still overlap their decoding and encoding with it.
const runLock = createLimiter(1);

/**
 * The one inference session, created on first use. 'all' adds NCHWc layout transforms that cost
 * 70-90 MB more peak memory per run for no measurable speed-up on this model; 'extended' keeps the
 * fusions.
 */
const getSession = lazyCpuSession(U2NETP_MODEL_PATH, 'extended');

/**
 * Saliency of a 320×320 RGB image (interleaved bytes): one value per pixel in 0-1, min-max
 * normalised as U²-Net's reference code does (all zeros when nothing is salient). Only the
 * fused output d0 is read.
 */
export async function predictSaliency(rgb: Uint8Array): Promise<Float32Array> {
  const plane = U2NETP_SIDE * U2NETP_SIDE;
  if (rgb.length !== plane * 3)
    throw new RangeError(`expected ${plane * 3} bytes, got ${rgb.length}`);
  let max = 0;
  for (const value of rgb) if (value > max) max = value;
  const scale = max > 0 ? 1 / max : 1;
  const input = new Float32Array(plane * 3);
  for (let i = 0; i < plane; i++) {
    for (let c = 0; c < 3; c++) {
      input[c * plane + i] =
        ((rgb[i * 3 + c] as number) * scale - (MEAN[c] as number)) / (STD[c] as number);
    }
  }
  const model = await getSession();
  const inputName = model.inputNames[0];
  const d0 = model.outputNames[0];
  if (!inputName || !d0) throw new Error('u2netp model has no input or output');
  const tensor = new ort.Tensor('float32', input, [1, 3, U2NETP_SIDE, U2NETP_SIDE]);
  const outputs = await runLock.run(() => model.run({ [inputName]: tensor }, [d0]));
  const result = outputs[d0];
  if (!result) throw new Error('u2netp returned no d0 output');
  const data = result.data as Float32Array;
  let lo = Infinity;
  let hi = -Infinity;
  for (const value of data) {
    if (value < lo) lo = value;
    if (value > hi) hi = value;
  }
  const range = hi - lo;
  const out = new Float32Array(plane);
  if (hi >= MIN_PEAK && range > 1e-6) {
    for (let i = 0; i < plane; i++) out[i] = ((data[i] as number) - lo) / range;
  }
  tensor.dispose();
  result.dispose();
  return out;
}
