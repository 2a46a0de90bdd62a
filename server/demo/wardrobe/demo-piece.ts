// The shape of the demo wardrobe's data: what a person would type for each piece, how its photo
// is drawn, and its life so far (when it was bought, how often and how lately it was worn).
import type { Category } from '../../../contract/wardrobe.ts';
import type { Occasion, Weather } from '../../../contract/outfits.ts';
import type { Fabric } from '../render/fabric.ts';
import type { GarmentArt } from '../render/studio-photo.ts';

export interface DemoPiece {
  name: string;
  category: Category;
  subcategory: string;
  color: string;
  brand: string | null;
  size: string | null;
  /** Dollars, as on the receipt; stored as cents. */
  price: number | null;
  tags: string[];
  /** The photo: a drawing and the fabric it is made of. */
  art: () => GarmentArt;
  fabric: Fabric;
  /** Days before the seeding that the piece joined the wardrobe. */
  addedDaysAgo: number;
  /** Wears logged on their own (outfits add theirs), spread from addedDaysAgo to lastWornDaysAgo. */
  wears: number;
  lastWornDaysAgo?: number;
  /** Worn only in the warm (May–September) or the cold (October–March) months. */
  season?: 'warm' | 'cold';
  inLaundry?: boolean;
}

export interface DemoOutfit {
  name: string;
  description: string;
  occasion: Occasion;
  weather: Weather;
  temperature: number;
  /** Piece names, as in the wardrobe list. */
  pieces: string[];
  addedDaysAgo: number;
  /** Days ago it was worn as a whole (each wear also counts for every piece in it). */
  wornDaysAgo: number[];
}
