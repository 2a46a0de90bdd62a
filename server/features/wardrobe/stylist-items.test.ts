import { describe, expect, it } from 'vitest';
import type { WardrobeItem } from '../../../contract/wardrobe.ts';
import { toStylistItem } from './stylist-items.ts';

const item = (fields: Partial<WardrobeItem>): WardrobeItem => ({
  id: '7d3c1f1e-2b7a-4c55-9a38-1f0f5d2f1a01',
  userId: '1f1e7d3c-2b7a-4c55-9a38-1f0f5d2f1a02',
  name: 'Oxford shirt',
  category: 'tops',
  subcategory: 'Shirt',
  color: null,
  colors: null,
  brand: null,
  size: null,
  price: 4500,
  imageUrl: null,
  thumbnailUrl: null,
  displayImage: 'original',
  originalImageUrl: null,
  originalThumbnailUrl: null,
  cutoutImageUrl: null,
  cutoutThumbnailUrl: null,
  tags: [],
  timesWorn: 3,
  lastWorn: '2026-11-01T08:00:00.000Z',
  aiTags: null,
  inLaundry: false,
  isActive: true,
  createdAt: '2026-10-01T08:00:00.000Z',
  ...fields,
});

const photoColor = (name: string) => ({
  name,
  hex: '#1f2a44',
  observedHex: '#202b45',
  share: 0.8,
  approximate: false,
});

describe('toStylistItem', () => {
  it('keeps the colour the user typed', () => {
    expect(toStylistItem(item({ color: 'Olive', colors: [photoColor('Navy')] })).color).toBe(
      'Olive',
    );
  });

  it('falls back to the dominant colour read from the photo', () => {
    expect(toStylistItem(item({ colors: [photoColor('Navy'), photoColor('White')] })).color).toBe(
      'Navy',
    );
  });

  it('has no colour when neither exists, and turns lastWorn into a Date', () => {
    const stylistItem = toStylistItem(item({}));
    expect(stylistItem.color).toBeNull();
    expect(stylistItem.lastWorn).toEqual(new Date('2026-11-01T08:00:00.000Z'));
  });
});
