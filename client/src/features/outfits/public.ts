/**
 * What other features may use of the outfits; everything else in this folder is its own.
 * ESLint holds the border (eslint.config.js, client zones).
 */
export { outfitsQuery, useOutfits } from './api.ts';
export { OutfitCard } from './components/outfit-card.tsx';
export { occasionLabel, weatherLabel } from './outfit-labels.ts';
