import * as ort from 'onnxruntime-node';

/**
 * A lazily created onnxruntime session on the CPU, shared by all callers; a failed creation is
 * retried on the next call. Memory first: no arena (it would keep its peak allocation for the
 * process lifetime), no memory pattern, two intra-op threads (the machine's cores).
 */
export function lazyCpuSession(
  modelPath: string,
  graphOptimizationLevel: 'extended' | 'all',
): () => Promise<ort.InferenceSession> {
  let session: Promise<ort.InferenceSession> | undefined;
  return () => {
    session ??= ort.InferenceSession.create(modelPath, {
      executionProviders: ['cpu'],
      enableCpuMemArena: false,
      enableMemPattern: false,
      graphOptimizationLevel,
      executionMode: 'sequential',
      intraOpNumThreads: 2,
      interOpNumThreads: 1,
    }).catch((error: unknown) => {
      session = undefined;
      throw error;
    });
    return session;
  };
}
