import type { PersonaWriting } from '../../contract/alter-egos.ts';
import type { StyleProfile, StyleTip } from '../../contract/ai.ts';
import type { GeneratedInsight } from '../../contract/insights.ts';
import type {
  GenerateOutfitsResponse,
  Occasion,
  StylePreference,
  Weather,
} from '../../contract/outfits.ts';
import type { PackingSuggestion } from '../../contract/packing-lists.ts';
import type { GeneratedShoppingSuggestion } from '../../contract/shopping.ts';
import type { Category, ScanResult } from '../../contract/wardrobe.ts';

/** A photo as the stylist sees it: already validated, upright and stripped of metadata. */
export interface ScanImage {
  /** WebP, about 480 px on its longest side; may carry transparency (a cut-out). */
  bytes: Buffer;
  contentType: 'image/webp';
  width: number;
  height: number;
  /**
   * The line this reading waits in at the garment recogniser (the account it is for; background
   * readings share one): lines are served in turn and each may keep only a few photos waiting.
   */
  lane?: string;
}

/** What an offline garment recogniser (cut-out + classifier) found in a photo. */
export interface RecognizedGarment {
  category: Category;
  subcategory: string | null;
  /** Title-case noun for the suggested name, e.g. 'Trousers'. */
  label: string | null;
  /** The garment model's kind behind the label ('Pants', 'Outwear', or a broader 'Hooded Jacket'), when a model named one. */
  kind?: string;
  /** 0–1: how sure the category is. */
  confidence: number;
  /** 0–1: how sure the label's noun is (a T-shirt or a long-sleeve top); the category's when absent. */
  labelConfidence?: number;
  /** True when the category is only a guess: the form offers it rather than filling it in. */
  lowConfidence: boolean;
  /** The garment alone on a transparent background (RGBA WebP); colours are read from it when given. */
  cutout: Buffer | null;
  /** Pixel size of `cutout`. */
  cutoutSize: { width: number; height: number } | null;
  /** Identifiers of the models that read the photo, recorded in the item's aiTags. */
  models: readonly string[];
}

/** Finds the garment in a photo; null (or a throw) means it could not tell. */
export type GarmentRecognizer = (image: ScanImage) => Promise<RecognizedGarment | null>;

/**
 * The offline garment recogniser (./local/scan/garment-vision.ts): the wardrobe stores its cut-outs,
 * and the built-in scanner reads categories with it.
 */
export interface GarmentVision {
  /**
   * The garment in a scan image. Each image is read once: the stylist's scan and the wardrobe
   * service both ask, and the second ask joins the first run. `source` is a larger copy of the same
   * photo for a sharper cut-out; it counts only on the first ask. Throws the vision errors: 422
   * when nothing stands out or the bytes do not decode, 503 when the scanner is busy.
   */
  recognize(image: ScanImage, source?: Buffer): Promise<RecognizedGarment>;
  /**
   * Throws at once what `recognize` would for a photo in `lane` now (429: the lane already has
   * its share waiting; 503: all lanes together have), so a caller refuses before preparing one.
   */
  assertRoom(lane: string): void;
  /** The same, shaped as the local stylist's plug-in point. */
  recognizer: GarmentRecognizer;
}

/**
 * A wardrobe item as the stylist sees it: plain data, never a database row. The caller passes
 * the user's own items only, and every id a stylist answers must be one of them.
 */
export interface StylistItem {
  id: string;
  name: string;
  category: Category;
  subcategory: string | null;
  /** A colour name as the user typed it ("Navy", "light blue", "floral"). */
  color: string | null;
  tags: string[];
  timesWorn: number;
  lastWorn: Date | null;
  inLaundry: boolean;
  isActive: boolean;
  /** Cents, or null when unknown. */
  price: number | null;
  brand: string | null;
}

/** A style persona (alter ego) steering the outfits; every field is optional. */
export interface StylistPersona {
  description?: string | null;
  personality?: string | null;
  stylePreferences?: string[];
  colorPalette?: string[];
  occasions?: string[];
}

export interface OutfitRequest {
  /** The chosen occasion button; with `occasionText`, the fallback when the words say nothing known. */
  occasion: Occasion;
  /**
   * The occasion in the user's own words ("Indian wedding", "hiking then dinner"), as typed
   * (trimmed). The built-in engine reads it offline; a model gets the words themselves. The
   * answer then carries the reading (`occasionReading`).
   */
  occasionText?: string | null;
  weather: Weather;
  /** °F, 0 to 100. */
  temperature: number;
  stylePreferences: StylePreference[];
  persona?: StylistPersona | null;
  /** Build every suggestion around this item (one of the given items). */
  anchorItemId?: string | null;
  /** Same input and seed, same answer; a new seed is a Refresh. */
  seed: number;
  /** How many suggestions to aim for (default 3). */
  count?: number;
  /** The clock, passed in so answers are reproducible. */
  now: Date;
}

/** Suggestions (item ids only from the given items), what is missing, and a fallback note. */
export type OutfitAnswer = GenerateOutfitsResponse;

export interface StyleTipContext {
  weather?: Weather | null;
  occasion?: Occasion | null;
  /** °F. */
  temperature?: number | null;
  /** The tip changes by day; passed in so it is reproducible. */
  now: Date;
}

/** A day as the forecast gives it: the generator's weather and the range people live in (°F). */
export interface ForecastConditions {
  weather: Weather;
  low: number;
  high: number;
  /** 'HH:MM' of the first wet hour out, or null. */
  wetFrom: string | null;
  snow: boolean;
}

/** Why a forecast does not suit an outfit ('rain from 3 pm: the suede loafers'), and which pieces. */
export interface ForecastObjection {
  reason: string;
  itemIds: string[];
}

/** A trip to pack for: its length and the weather the user expects. */
export interface PackingRequest {
  /** 1 to 30. */
  days: number;
  weather: Weather;
  /** °F, 0 to 100. */
  temperature: number;
}

/** An alter ego as the user defines it (the fields the create dialog sends). */
export interface PersonaInput {
  name: string;
  description?: string | null;
  stylePreferences?: string[];
  colorPalette?: string[];
  occasions?: string[];
}

/**
 * The AI stylist port. The built-in engine (./local) works offline; an OpenAI-compatible
 * provider can stand in for it. Every method takes plain data (never a database handle) and
 * answers the contract's shape.
 */
export interface Stylist {
  /** Reads a garment photo: its colours, and its category when the scanner can tell. */
  scanItem(image: ScanImage): Promise<ScanResult>;

  /** Complete, weather- and occasion-fit outfits from the items, or what is missing. */
  suggestOutfits(items: readonly StylistItem[], request: OutfitRequest): Promise<OutfitAnswer>;

  /** Dominant colours, category and formality mix, most and least worn: measured, never generated. */
  styleProfile(items: readonly StylistItem[]): Promise<StyleProfile>;

  /** A practical tip grounded in the user's own pieces. */
  styleTip(items: readonly StylistItem[], context: StyleTipContext): Promise<StyleTip>;

  /** A celebrity match or fun fact matched to the wardrobe, whose title is not in `history` while fresh ones remain. */
  insight(
    items: readonly StylistItem[],
    history: readonly string[],
    seed: number,
  ): Promise<GeneratedInsight>;

  /** Purchases that fill the wardrobe's gaps; never one whose name is among `existing`. */
  shoppingSuggestions(
    items: readonly StylistItem[],
    existing: readonly { itemName: string }[],
    seed: number,
  ): Promise<GeneratedShoppingSuggestion[]>;

  /** An alter ego's personality text and nearest celebrity style match. */
  personaFor(persona: PersonaInput, items: readonly StylistItem[]): Promise<PersonaWriting>;

  /** How many complete outfits the items make by the stylist's slot rules (a capsule's worth). */
  outfitCount(items: readonly StylistItem[]): Promise<number>;

  /** A small mix-and-match set of clean pieces covering every day of a trip, each with its reason. */
  packingSuggestions(
    items: readonly StylistItem[],
    request: PackingRequest,
  ): Promise<PackingSuggestion>;

  /** What a day's forecast has against an outfit's pieces (rain on suede, sandals in the cold). */
  forecastCheck(
    items: readonly StylistItem[],
    day: ForecastConditions,
  ): Promise<ForecastObjection | null>;
}
