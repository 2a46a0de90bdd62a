import type { Stylist } from '../stylist.ts';
import { createLocalScanItem, type GarmentRecognizer } from './scan-item.ts';

export interface LocalStylistOptions {
  /** The offline garment recogniser (cut-out and category); without it the scan reads colours only. */
  recognizeGarment?: GarmentRecognizer;
}

/** The built-in, offline stylist. */
export function createLocalStylist(options: LocalStylistOptions = {}): Stylist {
  return {
    scanItem: createLocalScanItem(options.recognizeGarment),
  };
}
