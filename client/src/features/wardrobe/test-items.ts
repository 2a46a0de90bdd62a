import type { ItemColor, ScanResult, WardrobeItem } from '@contract/wardrobe.ts';
import { ada } from '@/test/fetch-mock.ts';

let sequence = 0;

/** A wardrobe item as the server answers it (tests only). */
export function anItem(overrides: Partial<WardrobeItem> = {}): WardrobeItem {
  sequence += 1;
  return {
    id: `00000000-0000-4000-8000-${String(sequence).padStart(12, '0')}`,
    userId: ada.id,
    name: `Item ${sequence}`,
    category: 'tops',
    subcategory: null,
    color: null,
    colors: null,
    brand: null,
    size: null,
    price: null,
    imageUrl: null,
    thumbnailUrl: null,
    displayImage: 'original',
    originalImageUrl: null,
    originalThumbnailUrl: null,
    cutoutImageUrl: null,
    cutoutThumbnailUrl: null,
    tags: [],
    timesWorn: 0,
    lastWorn: null,
    aiTags: null,
    inLaundry: false,
    isActive: true,
    createdAt: '2025-03-01T10:00:00.000Z',
    ...overrides,
  };
}

export function aColor(name: string, hex: string, overrides: Partial<ItemColor> = {}): ItemColor {
  return { name, hex, observedHex: hex, share: 0.8, approximate: false, ...overrides };
}

/** A scan answer (tests only): by default a confident navy colour and no category. */
export function aScan(overrides: Partial<ScanResult> = {}): ScanResult {
  return {
    detectedName: 'Navy Item',
    itemName: 'Navy Item',
    category: null,
    subcategory: null,
    color: 'Navy',
    colors: [aColor('Navy', '#1f2850')],
    brand: null,
    size: null,
    style: [],
    confidence: { category: null, color: 0.9 },
    provider: 'local',
    ...overrides,
  };
}

/** A small image file as a file input would hand it over. */
export function aPhoto(name = 'shirt.png'): File {
  return new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])], name, {
    type: 'image/png',
  });
}
