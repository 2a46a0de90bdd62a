// Wardrobes with a clear character, shared by the insights, persona, tips and shopping tests.
import type { StylistItem } from '../../../stylist/stylist.ts';
import { item } from './test-wardrobe.ts';

/** Black, grey and white basics with clean lines. */
export function minimalistWardrobe(): StylistItem[] {
  return [
    item('Black Turtleneck', 'tops', 'black', { id: 'min-1' }),
    item('Grey Crew Neck Sweater', 'tops', 'grey', { id: 'min-2' }),
    item('White Essential Tee', 'tops', 'white', { id: 'min-3' }),
    item('Black Straight Leg Jeans', 'bottoms', 'black', { id: 'min-4' }),
    item('Charcoal Tailored Trousers', 'bottoms', 'charcoal', { id: 'min-5' }),
    item('Black Wool Coat', 'outerwear', 'black', { id: 'min-6' }),
    item('Grey Minimal Sneakers', 'shoes', 'grey', { id: 'min-7' }),
    item('Black Leather Chelsea Boots', 'shoes', 'black', { id: 'min-8' }),
  ];
}

/** Warm, saturated colours, prints and flowing shapes. */
export function bohemianWardrobe(): StylistItem[] {
  return [
    item('Rust Embroidered Peasant Blouse', 'tops', 'rust', { id: 'boho-1' }),
    item('Turquoise Crochet Top', 'tops', 'turquoise', { id: 'boho-2' }),
    item('Mustard Floral Maxi Skirt', 'bottoms', 'mustard', { id: 'boho-3' }),
    item('Olive Wide Leg Linen Pants', 'bottoms', 'olive', { id: 'boho-4' }),
    item('Paisley Maxi Dress', 'dresses', 'orange paisley', { id: 'boho-5' }),
    item('Coral Fringe Kimono', 'outerwear', 'coral', { id: 'boho-6' }),
    item('Tan Suede Sandals', 'shoes', 'tan', { id: 'boho-7' }),
    item('Orange Tassel Scarf', 'accessories', 'orange', { id: 'boho-8' }),
  ];
}
