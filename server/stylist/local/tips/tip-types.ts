import type { Occasion, Weather } from '../outfits/types.ts';

/** What the dashboard knows when it asks for today's tip. */
export interface TipRequest {
  weather?: Weather | null;
  occasion?: Occasion | null;
  /** °F. */
  temperature?: number | null;
  /** The clock, passed in: the tip changes by day and must be reproducible. */
  now: Date;
}

/** The tip, with the occasion and weather 'Try This Look' opens the generator with. */
export interface StyleTip {
  tip: string;
  occasion: Occasion;
  weather: Weather;
}

/** One concrete tip; the occasion is set when the tip is about one. */
export interface TipOption {
  text: string;
  occasion?: Occasion;
}
