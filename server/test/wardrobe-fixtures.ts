// Test helpers: wardrobe items added through the wardrobe API, as a user would add them.
import type { WardrobeItem } from '../../contract/wardrobe.ts';
import type { App } from '../app.ts';
import { apiFor, expectJson } from './api-client.ts';
import type { SignedInUser } from './factories.ts';

export interface ItemFields {
  name: string;
  category: string;
  color?: string;
  subcategory?: string;
  tags?: string[];
  /** Cents. */
  price?: number;
  inLaundry?: boolean;
}

/** Adds one item through POST /api/wardrobe (and PUT for the laundry flag). */
export async function addItem(
  app: App,
  user: SignedInUser,
  fields: ItemFields,
): Promise<WardrobeItem> {
  const text: Record<string, string> = { name: fields.name, category: fields.category };
  if (fields.color) text.color = fields.color;
  if (fields.subcategory) text.subcategory = fields.subcategory;
  if (fields.tags) text.tags = JSON.stringify(fields.tags);
  if (fields.price !== undefined) text.price = String(fields.price);
  const api = apiFor(app, user);
  const item = expectJson<WardrobeItem>(await api.postForm('/api/wardrobe', text), 201);
  if (!fields.inLaundry) return item;
  return expectJson<WardrobeItem>(await api.put(`/api/wardrobe/${item.id}`, { inLaundry: true }));
}

/** Adds several items in order. */
export async function addItems(
  app: App,
  user: SignedInUser,
  list: readonly ItemFields[],
): Promise<WardrobeItem[]> {
  const items: WardrobeItem[] = [];
  for (const fields of list) items.push(await addItem(app, user, fields));
  return items;
}

/** A small work-and-weekend wardrobe that can dress any weather. */
export const EVERYDAY_WARDROBE: readonly ItemFields[] = [
  { name: 'White Oxford Shirt', category: 'tops', color: 'white', price: 4500 },
  { name: 'Light Blue Button-Down', category: 'tops', color: 'light blue', price: 3500 },
  { name: 'Grey Crew Tee', category: 'tops', color: 'grey', price: 1500 },
  { name: 'Navy Tailored Trousers', category: 'bottoms', color: 'navy', price: 6000 },
  { name: 'Charcoal Wool Trousers', category: 'bottoms', color: 'charcoal', price: 8000 },
  { name: 'Dark Wash Jeans', category: 'bottoms', color: 'denim', price: 5000 },
  { name: 'Navy Blazer', category: 'outerwear', color: 'navy', price: 12000 },
  { name: 'Camel Wool Coat', category: 'outerwear', color: 'camel', price: 20000 },
  { name: 'Brown Leather Loafers', category: 'shoes', color: 'brown', price: 9000 },
  { name: 'Black Leather Chelsea Boots', category: 'shoes', color: 'black', price: 11000 },
  { name: 'Gold Watch', category: 'accessories', color: 'gold', price: 15000 },
];
