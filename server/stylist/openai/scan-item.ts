import type OpenAI from 'openai';
import { z } from 'zod';
import {
  BRAND_MAX,
  categorySchema,
  COLOR_MAX,
  ITEM_NAME_MAX,
  SIZE_MAX,
  SUBCATEGORY_MAX,
  TAG_MAX,
  TAGS_MAX,
  type ScanResult,
} from '../../../contract/wardrobe.ts';
import type { ScanImage } from '../stylist.ts';
import { boundedList, boundedText } from './answer-text.ts';
import { ProviderFailure } from './provider-errors.ts';
import { requestStructured } from './structured-request.ts';

/** What the vision model is asked for (issue 4: name, category, subcategory, color, brand, size, style). */
export const scanAnswerSchema = z.object({
  name: z
    .string()
    .describe('A short name a person would give the item, e.g. "Navy Chino Trousers"'),
  category: categorySchema,
  subcategory: z
    .string()
    .nullable()
    .describe('e.g. t-shirt, jeans, sneakers, tote bag; null if unsure'),
  color: z.string().nullable().describe('The main colour as one or two plain words, e.g. "navy"'),
  brand: z
    .string()
    .nullable()
    .describe('Only when a logo or label is legible in the photo; else null'),
  size: z.string().nullable().describe('Only when a size label is legible in the photo; else null'),
  style: z
    .array(z.string())
    .describe('Up to 5 style words, e.g. casual, minimalist, classic, bohemian, sporty'),
  confidence: z.number().describe('0 to 1: how sure you are of the category'),
});
export type ScanAnswer = z.output<typeof scanAnswerSchema>;

const SCAN_INSTRUCTIONS = [
  'You catalogue clothing for a personal wardrobe app.',
  'The photo shows one garment, pair of shoes or accessory, possibly cut out on a transparent background.',
  'Describe only what is visible. Never guess a brand or size: give null unless a label or logo is legible.',
  'category is one of: tops, bottoms, dresses, outerwear, shoes, accessories.',
].join(' ');

const title = (text: string) => text.replace(/\b\p{Ll}/gu, (letter) => letter.toUpperCase());

/** The model's answer in the contract's shape, with the colours measured locally from the pixels. */
export function scanResultFromAnswer(
  answer: ScanAnswer,
  measured: Pick<ScanResult, 'colors'> | null,
): ScanResult {
  const color = boundedText(answer.color, COLOR_MAX);
  const subcategory = boundedText(answer.subcategory, SUBCATEGORY_MAX);
  const name =
    boundedText(answer.name, ITEM_NAME_MAX) ??
    boundedText(title([color, subcategory].filter(Boolean).join(' ')), ITEM_NAME_MAX);
  if (!name) throw new ProviderFailure('the AI model’s answer had no item name');
  const confidence = Number.isFinite(answer.confidence)
    ? Math.min(1, Math.max(0, answer.confidence))
    : null;
  return {
    detectedName: name,
    itemName: name,
    category: answer.category,
    subcategory,
    color,
    colors: measured?.colors ?? [],
    brand: boundedText(answer.brand, BRAND_MAX),
    size: boundedText(answer.size, SIZE_MAX),
    style: boundedList(answer.style, TAG_MAX, Math.min(TAGS_MAX, 5)),
    confidence: { category: confidence, color: color ? confidence : null },
    provider: 'openai',
  };
}

/** Asks the vision model to read a garment photo, sent as a data URL. */
export async function askScan(
  client: OpenAI,
  model: string,
  image: ScanImage,
): Promise<ScanAnswer> {
  const dataUrl = `data:${image.contentType};base64,${image.bytes.toString('base64')}`;
  return requestStructured(client, {
    model,
    name: 'wardrobe_item_scan',
    schema: scanAnswerSchema,
    messages: [
      { role: 'system', content: SCAN_INSTRUCTIONS },
      {
        role: 'user',
        content: [
          { type: 'text', text: 'Describe this item for my wardrobe.' },
          // The photo is already about 480 px: 'low' detail sees all of it at the lowest cost.
          { type: 'image_url', image_url: { url: dataUrl, detail: 'low' } },
        ],
      },
    ],
  });
}
