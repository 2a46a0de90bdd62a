/**
 * The vision worker thread's entry (started by `vision-thread.ts`): reads garments in photos with
 * `readGarmentPhoto`, off the main event loop. One message in, one message out, matched by id.
 */
import { parentPort } from 'node:worker_threads';
import { readGarmentPhoto } from './garment-vision.ts';
import type { VisionReply, VisionRequest } from './vision-thread.ts';

const port = parentPort;
if (!port) throw new Error('vision-thread-main.ts runs only as a worker thread');

port.on('message', ({ id, bytes }: VisionRequest) => {
  readGarmentPhoto(Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength)).then(
    (garment) => {
      const cutout = garment.cutout ? new Uint8Array(garment.cutout) : null;
      const reply: VisionReply = { id, garment: { ...garment, cutout } };
      port.postMessage(reply, cutout ? [cutout.buffer] : []);
    },
    (error: unknown) => {
      const reply: VisionReply = {
        id,
        error: {
          name: error instanceof Error ? error.constructor.name : 'Error',
          message: error instanceof Error ? error.message : String(error),
        },
      };
      port.postMessage(reply);
    },
  );
});
