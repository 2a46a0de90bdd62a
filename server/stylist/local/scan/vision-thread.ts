import { createRequire } from 'node:module';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { Worker } from 'node:worker_threads';
import {
  NoGarmentFoundError,
  ScannerBusyError,
  UnreadableImageError,
} from '../../../vision/vision-errors.ts';
import type { RecognizedGarment } from '../../stylist.ts';

/** A photo sent to the vision thread. */
export interface VisionRequest {
  id: number;
  bytes: Uint8Array;
}

/** The vision thread's answer: the garment (its cut-out as transferred bytes), or the error's name. */
export type VisionReply =
  | { id: number; garment: Omit<RecognizedGarment, 'cutout'> & { cutout: Uint8Array | null } }
  | { id: number; error: { name: string; message: string } };

/** The vision errors keep their class (and so their kind: 422, 503) across the thread border. */
const KNOWN_ERRORS: Record<string, () => Error> = {
  NoGarmentFoundError: () => new NoGarmentFoundError(),
  UnreadableImageError: () => new UnreadableImageError(),
  ScannerBusyError: () => new ScannerBusyError(),
};

/**
 * Starts the worker on `vision-thread-main`: the compiled `.js` beside this file in the build, the
 * `.ts` source under tsx and vitest (loaded through tsx's API, which a worker does not inherit).
 */
function startWorker(): Worker {
  const fromSource = import.meta.url.endsWith('.ts');
  const entry = new URL(`./vision-thread-main.${fromSource ? 'ts' : 'js'}`, import.meta.url);
  if (!fromSource) return new Worker(entry);
  // tsx's ESM entry of its API (the package exports it under "import" only; resolved from here).
  const tsxRoot = path.dirname(createRequire(import.meta.url).resolve('tsx/package.json'));
  const tsxApi = pathToFileURL(path.join(tsxRoot, 'dist/esm/api/index.mjs')).href;
  const boot = `import(${JSON.stringify(tsxApi)}).then(({ tsImport }) => tsImport(${JSON.stringify(entry.href)}, ${JSON.stringify(import.meta.url)}));`;
  return new Worker(boot, { eval: true });
}

/**
 * The garment reader on its own thread: the u2netp session, the mask clean-up and refinement, the
 * shape and evidence checks and the classifier run there, so a scan never holds up other requests.
 * One worker (two cores: onnx already uses both); the caller's queue decides how many photos are
 * in it at once (`garment-vision.ts`: two, accounts in turn). Pixels cross as transferred buffers.
 * A worker that dies fails its photos and the next one starts afresh.
 */
export function createVisionThread() {
  let worker: Worker | undefined;
  let nextId = 1;
  const waiting = new Map<
    number,
    { resolve: (garment: RecognizedGarment) => void; reject: (error: Error) => void }
  >();

  function settle(reply: VisionReply): void {
    const request = waiting.get(reply.id);
    if (!request) return;
    waiting.delete(reply.id);
    // An idle worker does not keep the process alive.
    if (waiting.size === 0) worker?.unref();
    if ('error' in reply) {
      const known = KNOWN_ERRORS[reply.error.name];
      request.reject(known ? known() : new Error(`vision thread: ${reply.error.message}`));
      return;
    }
    const { cutout, ...garment } = reply.garment;
    request.resolve({
      ...garment,
      cutout: cutout ? Buffer.from(cutout.buffer, cutout.byteOffset, cutout.byteLength) : null,
    });
  }

  function failAll(error: Error): void {
    worker = undefined;
    for (const request of waiting.values()) request.reject(error);
    waiting.clear();
  }

  function running(): Worker {
    if (worker) return worker;
    const started = startWorker();
    started.on('message', settle);
    started.on('error', (error) => failAll(error));
    started.on('exit', (code) => {
      if (worker === started) failAll(new Error(`vision thread stopped (exit code ${code})`));
    });
    worker = started;
    return started;
  }

  function send(bytes: Buffer): Promise<RecognizedGarment> {
    return new Promise((resolve, reject) => {
      const id = nextId++;
      // A copy of its own to transfer: the caller's buffer stays usable.
      const copy = new Uint8Array(bytes);
      const thread = running();
      waiting.set(id, { resolve, reject });
      thread.ref();
      const request: VisionRequest = { id, bytes: copy };
      thread.postMessage(request, [copy.buffer]);
    });
  }

  return {
    /** The garment in the photo (any format sharp or libheif reads), read on the vision thread. */
    read(bytes: Buffer): Promise<RecognizedGarment> {
      return send(bytes);
    },
    /** Stops the worker (photos still being read fail). */
    async close(): Promise<void> {
      const stopping = worker;
      worker = undefined;
      failAll(new Error('vision thread closed'));
      await stopping?.terminate();
    },
  };
}

export type VisionThread = ReturnType<typeof createVisionThread>;
