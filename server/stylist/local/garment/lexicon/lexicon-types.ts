// The shapes of the garment lexicon: what a noun ("parka") or a modifier ("suede") tells the
// stylist about a piece. Scales: formality 1 athletic or lounge, 2 casual, 3 smart casual,
// 4 business or dressy, 5 black tie; warmth 0 made for heat, 1 light, 2 warm, 3 made for the cold.

/** Where a garment noun belongs; a noun may belong to several ("cardigan": top or layer). */
export type GarmentKind = 'top' | 'bottom' | 'dress' | 'outerwear' | 'shoes' | 'accessory';

/** athletic: made for training; sporty: everyday sportswear (trainers); lounge: sofa wear. */
export type Sportiness = 'athletic' | 'sporty' | 'lounge';

/** gear: made for rain and only for rain; proof: copes with rain; unsafe: ruined or soaked by it. */
export type RainNature = 'gear' | 'proof' | 'unsafe';

export type Season = 'summer' | 'winter';

/** cap: casual caps and bucket hats; winter: beanies; sun: sun and straw hats; hat: other hats. */
export type Headwear = 'cap' | 'winter' | 'sun' | 'hat';

/** What both nouns and modifiers may say about a piece. */
export interface GarmentNature {
  sport?: Sportiness;
  rain?: RainNature;
  season?: Season;
  /** Open shoes: sandals, flip flops, slides. */
  open?: true;
  /** Bare legs: shorts. */
  legs?: true;
  /** Beach and pool wear: flip flops, sarongs, kaftans. */
  beach?: true;
  /** Swimwear. */
  swim?: true;
  /** Made for sunshine: sunglasses, sun hats. */
  sun?: true;
  /** Suede, silk, satin, velvet: spoilt by rain on shoes, layers and bags. */
  delicate?: true;
  /** Not for the office even when the formality would pass (a crop top). */
  noWork?: true;
  /** Worn to train and nowhere else (a sports bra). */
  gymOnly?: true;
  /** Worn at home and nowhere else (slippers, pyjamas). */
  indoor?: true;
}

export interface GarmentNoun extends GarmentNature {
  kinds: readonly GarmentKind[];
  formality: number;
  warmth: number;
  headwear?: Headwear;
  /** A shirt collar: a tie can go with it. */
  collared?: true;
  /** Worn with a collared shirt only (a tie). */
  needsCollar?: true;
  /** A lace-up dress shoe (oxford, brogue): not with a gown or a cocktail dress. */
  laceUp?: true;
  /** Says little ("top", "coat"): a more specific noun in another text wins over it. */
  generic?: true;
  /** Other names, regional words and common misspellings, as people type them. */
  aka?: readonly string[];
}

export interface GarmentModifier extends GarmentNature {
  /** Formality moves: a shift, a floor ("formal") or a cap ("ripped"). */
  shift?: number;
  floor?: number;
  cap?: number;
  warmthShift?: number;
  /** Only these kinds are ruined by rain through this material (canvas shoes, not a canvas tote). */
  rainUnsafeOn?: readonly GarmentKind[];
  aka?: readonly string[];
}
