import * as ort from 'onnxruntime-node';

/**
 * A lazily created onnxruntime session on the CPU, shared by all callers; a failed creation is
 * retried on the next call. Two intra-op threads (the machine's cores), no memory pattern; an
 * arena only when asked (it keeps its peak allocation for the process lifetime).
 */
export function lazyCpuSession(
  modelPath: string,
  graphOptimizationLevel: 'extended' | 'all',
  { arena = false }: { arena?: boolean } = {},
): () => Promise<ort.InferenceSession> {
  let session: Promise<ort.InferenceSession> | undefined;
  return () => {
    session ??= ort.InferenceSession.create(modelPath, {
      executionProviders: ['cpu'],
      enableCpuMemArena: arena,
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
