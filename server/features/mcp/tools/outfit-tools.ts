import { z } from 'zod';
import {
  createOutfitBodySchema,
  generateOutfitsBodySchema,
  OCCASIONS,
  STYLE_PREFERENCES,
  WEATHERS,
} from '../../../../contract/outfits.ts';
import { namedPieces, wardrobeById, withoutEmpty } from '../pieces.ts';
import { defineTool, page, pagingShape } from '../tool-kit.ts';

const generate = generateOutfitsBodySchema.shape;

const generateInput = z.object({
  occasion: generate.occasion.describe(
    `What the looks are for: one of ${OCCASIONS.join(', ')} (default work). With occasionText, the nearest of these.`,
  ),
  occasionText: generate.occasionText.describe(
    'The occasion in the user’s own words, e.g. "Indian wedding", "hiking then dinner", "job interview at a bank". The stylist reads it and says how it read it.',
  ),
  weather: generate.weather.describe(`One of ${WEATHERS.join(', ')} (default sunny).`),
  temperature: generate.temperature.describe(
    'The temperature in °F, 0 to 100 (default 70). Convert from °C first.',
  ),
  temperatureRange: generate.temperatureRange.describe(
    'The day’s low and high in °F, when known: looks that suit both ends come first.',
  ),
  stylePreferences: generate.stylePreferences.describe(
    `Styles to lean towards, among ${STYLE_PREFERENCES.join(', ')}.`,
  ),
  anchorItemId: generate.anchorItemId.describe(
    'Build every look around this piece (its id from search_wardrobe).',
  ),
  seed: generate.seed.describe('Another number gives other looks for the same request.'),
});

export const generateOutfits = defineTool({
  name: 'generate_outfits',
  title: 'Suggest outfits',
  description:
    "Asks the app's stylist for outfits from the user's own wardrobe for an occasion (one of the six, or described in words), the weather and the temperature in °F. Each look names its pieces (ids, names, colours, picture links expiring at imagesExpireAt), a rating out of 5 and tips. Nothing is saved: save_outfit keeps a look, plan_outfit puts it on a day.",
  access: 'read',
  input: generateInput,
  async run(input, { call, links }) {
    const suggested = await call('POST /api/outfits/generate', { body: input });
    const wardrobe = await wardrobeById(call);
    return withoutEmpty({
      looks: suggested.suggestions.map((look) => ({
        description: look.description,
        styleRating: look.styleRating,
        itemIds: look.items,
        pieces: namedPieces(look.items, wardrobe, links),
        tips: look.tips,
      })),
      occasionReadAs: suggested.occasionReading?.explanation,
      occasion: suggested.occasionReading?.occasion,
      missing: suggested.missing,
      note: suggested.note,
      imagesExpireAt: links.expiresAt,
    });
  },
});

const create = createOutfitBodySchema.shape;

const saveInput = z.object({
  name: create.name.describe('A short name for the outfit, e.g. "Friday office look".'),
  itemIds: create.itemIds.describe(
    'The pieces’ ids: a look’s itemIds from generate_outfits, or ids from search_wardrobe.',
  ),
  description: create.description.describe('What it is, or why it works.'),
  occasion: create.occasion.describe(`One of ${OCCASIONS.join(', ')}.`),
  weather: create.weather.describe(`One of ${WEATHERS.join(', ')}.`),
  temperature: create.temperature.describe('The temperature in °F it suits.'),
  aiGenerated: create.aiGenerated.describe('True when the look came from generate_outfits.'),
});

export const saveOutfit = defineTool({
  name: 'save_outfit',
  title: 'Save an outfit',
  description:
    "Saves an outfit of the user's pieces in the app, where it can be planned, worn and shared. Answers its id (for plan_outfit and log_wear).",
  access: 'write',
  input: saveInput,
  async run(input, { call }) {
    const outfit = await call('POST /api/outfits', { body: input });
    const wardrobe = await wardrobeById(call);
    return withoutEmpty({
      id: outfit.id,
      name: outfit.name,
      occasion: outfit.occasion,
      pieces: namedPieces(outfit.itemIds, wardrobe),
    });
  },
});

export const listOutfits = defineTool({
  name: 'list_outfits',
  title: 'List saved outfits',
  description:
    'The outfits the user saved, newest first, a page at a time: names, pieces, occasion, and how often each was worn.',
  access: 'read',
  input: z.object(pagingShape),
  async run(input, { call }) {
    const { page: outfits, ...paging } = page(await call('GET /api/outfits'), input);
    const wardrobe = await wardrobeById(call);
    return {
      ...paging,
      outfits: outfits.map((outfit) =>
        withoutEmpty({
          id: outfit.id,
          name: outfit.name,
          description: outfit.description,
          occasion: outfit.occasion,
          weather: outfit.weather,
          temperature: outfit.temperature,
          rating: outfit.rating,
          timesWorn: outfit.timesWorn,
          lastWorn: outfit.lastWorn,
          pieces: namedPieces(outfit.itemIds, wardrobe),
        }),
      ),
    };
  },
});
