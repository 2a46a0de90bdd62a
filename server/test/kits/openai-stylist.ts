// Fixtures and the fake provider shared by the OpenAI provider's test files.
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, beforeEach } from 'vitest';
import { DomainError } from '../../lib/domain-errors.ts';
import { startFakeOpenAiServer, type FakeOpenAiServer } from '../fake-openai-server.ts';
import { createStylist } from '../../stylist/create-stylist.ts';
import { createLocalStylist } from '../../stylist/local/local-stylist.ts';
import type { OutfitRequest, Stylist, StylistItem } from '../../stylist/stylist.ts';

export const NOW = new Date('2026-03-15T12:00:00Z');
/** Long enough that a loaded test machine never times out by accident. */
const TIMEOUT_MS = 10_000;

function item(
  name: string,
  category: StylistItem['category'],
  color: string,
  extra: Partial<StylistItem> = {},
): StylistItem {
  return {
    id: randomUUID(),
    name,
    category,
    subcategory: null,
    color,
    tags: [],
    timesWorn: 2,
    lastWorn: new Date('2026-02-01T09:00:00Z'),
    inLaundry: false,
    isActive: true,
    price: null,
    brand: null,
    ...extra,
  };
}

export const tee = item('White Cotton T-Shirt', 'tops', 'white', {
  subcategory: 't-shirt',
  price: 2000,
});
export const greyTee = item('Grey Crew Tee', 'tops', 'grey', {
  subcategory: 't-shirt',
  price: 3000,
});
export const jeans = item('Dark Wash Jeans', 'bottoms', 'denim', {
  subcategory: 'jeans',
  price: 8000,
});
export const chinos = item('Beige Chinos', 'bottoms', 'beige', { subcategory: 'chinos' });
export const sneakers = item('White Leather Sneakers', 'shoes', 'white', {
  subcategory: 'sneakers',
});
export const loafers = item('Brown Leather Loafers', 'shoes', 'brown', { subcategory: 'loafers' });
export const coat = item('Camel Wool Coat', 'outerwear', 'camel', { subcategory: 'coat' });
export const washing = item('Navy Polo Shirt', 'tops', 'navy', {
  subcategory: 'polo',
  inLaundry: true,
});
export const retired = item('Old Black Jeans', 'bottoms', 'black', { isActive: false });
export const wardrobe = [tee, greyTee, jeans, chinos, sneakers, loafers, coat, washing, retired];
/** An id the user does not own (another user's item, or one the model made up). */
export const foreign = randomUUID();

export const casual = (extra: Partial<OutfitRequest> = {}): OutfitRequest => ({
  occasion: 'casual',
  weather: 'sunny',
  temperature: 70,
  stylePreferences: ['Minimalist'],
  seed: 42,
  now: NOW,
  ...extra,
});

export const outfit = (itemIds: string[], styleRating = 4.2) => ({
  description: 'An easy, clean-lined look.',
  itemIds,
  styleRating,
  tips: ['Roll the jeans once above the sneakers.'],
});

/** The provider under test, talking to a fake OpenAI-compatible server; warnings it logged. */
export interface FakeProvider {
  fake: FakeOpenAiServer;
  stylist: Stylist;
  warnings: string[];
}

export const local = createLocalStylist();

/** Starts the fake server for this test file and builds the OpenAI provider on it. */
export function useFakeProvider(): FakeProvider {
  const provider = { warnings: [] as string[] } as FakeProvider;
  beforeAll(async () => {
    provider.fake = await startFakeOpenAiServer();
    provider.stylist = createStylist(
      {
        AI_PROVIDER: 'openai',
        OPENAI_BASE_URL: provider.fake.baseUrl,
        OPENAI_API_KEY: 'test-key',
        AI_MODEL: 'text-model',
        AI_VISION_MODEL: 'vision-model',
        AI_TIMEOUT_MS: TIMEOUT_MS,
        AI_MAX_RETRIES: 0,
      },
      { local, log: { warn: (details) => provider.warnings.push(String(details.reason)) } },
    );
  });
  afterAll(() => provider.fake.close());
  beforeEach(() => {
    provider.fake.reset();
    provider.warnings.length = 0;
  });
  return provider;
}

/** The JSON task the provider sent as the user message of the last request. */
export function sentTask(fake: FakeOpenAiServer): {
  wardrobe: Record<string, unknown>[];
  [key: string]: unknown;
} {
  const messages = fake.requests.at(-1)?.body.messages ?? [];
  const user = messages.find((message) => message.role === 'user');
  return JSON.parse(typeof user?.content === 'string' ? user.content : 'null') as {
    wardrobe: Record<string, unknown>[];
  };
}

export async function rejection(promise: Promise<unknown>): Promise<DomainError> {
  try {
    await promise;
  } catch (error) {
    if (error instanceof DomainError) return error;
    throw error;
  }
  throw new Error('expected a rejection');
}

export const ownIds = new Set(wardrobe.map((piece) => piece.id));
