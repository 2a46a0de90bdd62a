import { OCCASIONS, type Occasion } from './outfits.ts';

// The words people write in a persona's occasions, read as one of the generator's six occasions.
const OCCASION_WORDS: Record<Occasion, readonly string[]> = {
  work: [
    'work',
    'office',
    'business',
    'meeting',
    'meetings',
    'interview',
    'conference',
    'professional',
  ],
  casual: [
    'casual',
    'weekend',
    'weekends',
    'brunch',
    'errands',
    'travel',
    'coffee',
    'shopping',
    'everyday',
    'vacation',
    'holiday',
    'holidays',
    'beach',
    'festival',
    'concert',
  ],
  evening: [
    'evening',
    'party',
    'parties',
    'club',
    'clubbing',
    'nightlife',
    'night out',
    'dinner',
    'drinks',
  ],
  date: ['date', 'date night', 'romantic', 'anniversary'],
  formal: ['formal', 'gala', 'wedding', 'weddings', 'ceremony', 'black tie', 'cocktail', 'opera'],
  athletic: [
    'athletic',
    'gym',
    'sport',
    'sports',
    'workout',
    'yoga',
    'running',
    'hiking',
    'training',
  ],
};

/** The generator occasion of the first of a persona's occasions that names one, if any does. */
export function occasionForPersona(occasions: readonly string[]): Occasion | undefined {
  for (const raw of occasions) {
    const text = raw.trim().toLowerCase();
    if (!text) continue;
    const words = text.split(/[^a-z]+/).filter(Boolean);
    for (const occasion of OCCASIONS) {
      const found = OCCASION_WORDS[occasion].some((word) =>
        word.includes(' ') ? text.includes(word) : words.includes(word),
      );
      if (found) return occasion;
    }
  }
  return undefined;
}
