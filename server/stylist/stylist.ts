import type { ScanResult } from '../../contract/wardrobe.ts';

/** A photo as the stylist sees it: already validated, upright and stripped of metadata. */
export interface ScanImage {
  /** WebP, about 480 px on its longest side; may carry transparency (a cut-out). */
  bytes: Buffer;
  contentType: 'image/webp';
  width: number;
  height: number;
}

/**
 * The AI stylist port. The built-in engine (./local) works offline; an OpenAI-compatible
 * provider can stand in for it. Every answer is the contract's shape.
 */
export interface Stylist {
  /** Reads a garment photo: its colours, and its category when the scanner can tell. */
  scanItem(image: ScanImage): Promise<ScanResult>;
}
