// heic-decode ships no types; this is the part of its API (README, lib.js) the pipeline uses.
declare module 'heic-decode' {
  interface HeicPixels {
    width: number;
    height: number;
    /** RGBA, 4 bytes a pixel. */
    data: Uint8ClampedArray;
  }
  interface HeicImage {
    /** Read from the header: known before any pixel is decoded. */
    width: number;
    height: number;
    decode(): Promise<HeicPixels>;
  }
  interface Decode {
    (input: { buffer: Uint8Array }): Promise<HeicPixels>;
    /** Every image in the file, undecoded; call `dispose()` on the list when done. */
    all(input: { buffer: Uint8Array }): Promise<HeicImage[] & { dispose(): void }>;
  }
  const decode: Decode;
  export default decode;
}
