// Reads the MobileNetV2 bundled in the npm package nsfwjs (MIT; its layers up to block_10 are
// Keras' ImageNet MobileNetV2, frozen while nsfwjs was trained) and writes its weights, dequantised
// to float32, for the training script: <out>/backbone.json (name, shape, offset) and
// <out>/backbone.f32. Build time only; the app never loads nsfwjs.
//
//   node scripts/vision/extract-backbone.mjs <nsfwjs package folder> <out folder>
import { mkdirSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';

const [packageDir, outDir] = process.argv.slice(2);
if (!packageDir || !outDir) {
  console.error('usage: extract-backbone.mjs <nsfwjs package folder> <out folder>');
  process.exit(2);
}
const require = createRequire(import.meta.url);
const modelDir = path.resolve(packageDir, 'dist/models/mobilenet_v2');
const model = require(path.join(modelDir, 'model.min.js'));
const group = model.weightsManifest[0];
const bytes = Buffer.concat(
  group.paths.map((p) => Buffer.from(require(path.join(modelDir, `${p}.min.js`)), 'base64')),
);

const entries = [];
const floats = [];
let read = 0;
let offset = 0;
for (const spec of group.weights) {
  const count = spec.shape.reduce((a, b) => a * b, 1);
  const values = new Float32Array(count);
  const q = spec.quantization;
  if (q) {
    if (q.dtype !== 'uint8') throw new Error(`${spec.name}: unexpected quantisation ${q.dtype}`);
    for (let i = 0; i < count; i++) values[i] = q.min + q.scale * (bytes[read + i] ?? 0);
    read += count;
  } else {
    if (spec.dtype !== 'float32') throw new Error(`${spec.name}: unexpected dtype ${spec.dtype}`);
    values.set(
      new Float32Array(
        bytes.buffer.slice(bytes.byteOffset + read, bytes.byteOffset + read + count * 4),
      ),
    );
    read += count * 4;
  }
  entries.push({ name: spec.name, shape: spec.shape, offset });
  floats.push(values);
  offset += count;
}
if (read !== bytes.length) throw new Error(`read ${read} of ${bytes.length} bytes`);
mkdirSync(outDir, { recursive: true });
const trainable = model.modelTopology.model_config.config.layers
  .filter((l) => l.config.trainable !== false)
  .map((l) => l.name);
writeFileSync(path.join(outDir, 'backbone.json'), JSON.stringify({ entries, trainable }, null, 1));
writeFileSync(
  path.join(outDir, 'backbone.f32'),
  Buffer.concat(floats.map((f) => Buffer.from(f.buffer))),
);
console.log(`${entries.length} tensors, ${offset} values -> ${outDir}`);
