/**
 * What other features may use of the outfits; everything else in this folder is its own.
 * ESLint holds the border (eslint.config.js, client zones); another feature reaches the outfits'
 * endpoints only through these (client/src/app/endpoint-owners.test.ts).
 */
export { generateOutfits, outfitsQuery, useCreateOutfit, useOutfits } from './api.ts';
export { OutfitCard } from './components/outfit-card.tsx';
export { occasionLabel, weatherLabel } from './outfit-labels.ts';
