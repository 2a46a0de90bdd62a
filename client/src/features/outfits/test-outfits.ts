import type { Outfit, OutfitSuggestion } from '@contract/outfits.ts';
import { ada } from '@/test/fetch-mock.ts';

let sequence = 0;

/** A saved outfit as the server answers it (tests only). */
export function anOutfit(overrides: Partial<Outfit> = {}): Outfit {
  sequence += 1;
  return {
    id: `10000000-0000-4000-8000-${String(sequence).padStart(12, '0')}`,
    userId: ada.id,
    name: `work outfit - 3/${sequence}/2025`,
    description: null,
    itemIds: [],
    occasion: 'work',
    weather: 'sunny',
    temperature: 70,
    aiGenerated: true,
    rating: null,
    timesWorn: 0,
    lastWorn: null,
    isPublic: false,
    createdAt: '2025-03-01T10:00:00.000Z',
    ...overrides,
  };
}

export function aSuggestion(overrides: Partial<OutfitSuggestion> = {}): OutfitSuggestion {
  return {
    description: 'A crisp, quiet look for the office.',
    items: [],
    styleRating: 4.5,
    tips: [],
    ...overrides,
  };
}
