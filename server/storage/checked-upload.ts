import { Transform, type TransformCallback } from 'node:stream';
import { detectImageType } from '../images/image-type.ts';
import { ImageTooLarge, NotAnImage } from '../images/image-errors.ts';

// detectImageType reads at most this many leading bytes (an ISO-BMFF ftyp box's brands).
const HEAD_BYTES = 256;

/**
 * Passes an upload through while checking it: the first bytes must be an image type we take
 * (415), the total at most `limit` bytes (413). Nothing passes before the type is known, and the
 * stream fails as soon as a check does, so a store writing from it keeps nothing.
 * `refusal` is the check that failed, for callers whose writer wraps stream errors.
 */
export class CheckedUpload extends Transform {
  refusal: Error | null = null;
  private head: Buffer[] = [];
  private headLength = 0;
  private total = 0;
  private typeKnown = false;

  constructor(private readonly limit: number) {
    super();
  }

  override _transform(chunk: Buffer, _encoding: BufferEncoding, done: TransformCallback): void {
    this.total += chunk.length;
    if (this.total > this.limit) return done(this.refuse(new ImageTooLarge()));
    if (this.typeKnown) return done(null, chunk);
    this.head.push(chunk);
    this.headLength += chunk.length;
    if (this.headLength < HEAD_BYTES) return done();
    done(this.releaseHead());
  }

  override _flush(done: TransformCallback): void {
    done(this.typeKnown ? null : this.releaseHead());
  }

  /** Checks the buffered first bytes and lets them through; the refusal when they are no image. */
  private releaseHead(): Error | null {
    const head = Buffer.concat(this.head);
    this.head = [];
    if (!detectImageType(head)) return this.refuse(new NotAnImage());
    this.typeKnown = true;
    this.push(head);
    return null;
  }

  private refuse(error: Error): Error {
    this.refusal = error;
    return error;
  }
}
