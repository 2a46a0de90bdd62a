/** One dense layer: `out = W·in + b`, W stored output-major (row o holds the weights into unit o). */
export interface DenseLayer {
  inputs: number;
  outputs: number;
  weights: Float32Array;
  bias: Float32Array;
}

/** A multilayer perceptron with ReLU between layers and raw logits out. */
export interface Mlp {
  layers: DenseLayer[];
}

/** The committed file: int8 weights with one scale per output row, so it stays well under 1 MB. */
export interface MlpFile {
  format: 'garment-mlp/1';
  layers: {
    inputs: number;
    outputs: number;
    /** base64 of Int8Array(outputs * inputs), output-major. */
    weights: string;
    /** per output row: weight = int8 * scale. */
    scales: number[];
    bias: number[];
  }[];
  /** A guess whose category probability is below this is shown as a suggestion, not a fact. */
  lowConfidenceBelow: number;
  /** Facts about how the weights were made; informational only. */
  training: Record<string, unknown>;
}

/** Quantises trained float weights to the committed int8 format. */
export function encodeMlp(
  mlp: Mlp,
  lowConfidenceBelow: number,
  training: Record<string, unknown>,
): MlpFile {
  return {
    format: 'garment-mlp/1',
    lowConfidenceBelow,
    layers: mlp.layers.map((layer) => {
      const q = new Int8Array(layer.outputs * layer.inputs);
      const scales: number[] = [];
      for (let o = 0; o < layer.outputs; o++) {
        let maxAbs = 0;
        for (let i = 0; i < layer.inputs; i++) {
          maxAbs = Math.max(maxAbs, Math.abs(layer.weights[o * layer.inputs + i] ?? 0));
        }
        const scale = maxAbs > 0 ? maxAbs / 127 : 1;
        scales.push(scale);
        for (let i = 0; i < layer.inputs; i++) {
          q[o * layer.inputs + i] = Math.round((layer.weights[o * layer.inputs + i] ?? 0) / scale);
        }
      }
      return {
        inputs: layer.inputs,
        outputs: layer.outputs,
        weights: Buffer.from(q.buffer, q.byteOffset, q.byteLength).toString('base64'),
        scales,
        bias: Array.from(layer.bias),
      };
    }),
    training,
  };
}

/** Turns the committed file back into float weights, checking every shape. */
export function decodeMlp(file: MlpFile): Mlp {
  if (file.format !== 'garment-mlp/1')
    throw new Error(`Unknown model format ${String(file.format)}`);
  const layers = file.layers.map((layer, index) => {
    const bytes = Buffer.from(layer.weights, 'base64');
    const size = layer.inputs * layer.outputs;
    if (bytes.length !== size || layer.scales.length !== layer.outputs) {
      throw new Error(`Layer ${index} of the garment model is malformed`);
    }
    if (layer.bias.length !== layer.outputs) throw new Error(`Layer ${index} bias is malformed`);
    const q = new Int8Array(bytes.buffer, bytes.byteOffset, size);
    const weights = new Float32Array(size);
    for (let o = 0; o < layer.outputs; o++) {
      const scale = layer.scales[o] ?? 1;
      for (let i = 0; i < layer.inputs; i++) {
        weights[o * layer.inputs + i] = (q[o * layer.inputs + i] ?? 0) * scale;
      }
    }
    return {
      inputs: layer.inputs,
      outputs: layer.outputs,
      weights,
      bias: Float32Array.from(layer.bias),
    };
  });
  for (let i = 1; i < layers.length; i++) {
    if (layers[i]?.inputs !== layers[i - 1]?.outputs)
      throw new Error('Garment model layers do not chain');
  }
  return { layers };
}

/** Forward pass for one input vector; returns the logits. */
export function mlpLogits(mlp: Mlp, input: Float32Array): Float32Array {
  let activation = input;
  mlp.layers.forEach((layer, index) => {
    if (activation.length !== layer.inputs) {
      throw new RangeError(
        `Layer ${index} expects ${layer.inputs} inputs, got ${activation.length}`,
      );
    }
    const out = new Float32Array(layer.outputs);
    const { weights, inputs } = layer;
    for (let o = 0; o < layer.outputs; o++) {
      let sum = layer.bias[o] ?? 0;
      const row = o * inputs;
      for (let i = 0; i < inputs; i++) sum += (weights[row + i] ?? 0) * (activation[i] ?? 0);
      out[o] = index < mlp.layers.length - 1 && sum < 0 ? 0 : sum;
    }
    activation = out;
  });
  return activation;
}

/** Numerically stable softmax. */
export function softmax(logits: Float32Array): Float32Array {
  let max = -Infinity;
  for (const value of logits) max = Math.max(max, value);
  const out = new Float32Array(logits.length);
  let total = 0;
  for (let i = 0; i < logits.length; i++) {
    const e = Math.exp((logits[i] ?? 0) - max);
    out[i] = e;
    total += e;
  }
  for (let i = 0; i < out.length; i++) out[i] = (out[i] ?? 0) / total;
  return out;
}
