import type { AlterEgo } from '../../../contract/alter-egos.ts';
import type {
  CreateOutfitInput,
  GenerateOutfitsInput,
  GenerateOutfitsResponse,
  Outfit,
} from '../../../contract/outfits.ts';
import type { WardrobeItem } from '../../../contract/wardrobe.ts';
import { HttpError, notFound } from '../../http/errors.ts';
import type { Stylist, StylistPersona } from '../../stylist/stylist.ts';
import { toStylistItem } from '../ai/stylist-items.ts';
import type { Clock } from '../auth/service.ts';
import { createOutfitsRepo, type OutfitRow } from './repo.ts';
import type { Db } from '../../db/client.ts';

/** What outfits need of the wardrobe feature (its service, never its repo). */
export interface OutfitWardrobe {
  list(userId: string): Promise<WardrobeItem[]>;
  logWears(userId: string, ids: readonly string[], at: Date): Promise<WardrobeItem[]>;
}

/** What outfits need of the alter-egos feature. */
export interface OutfitAlterEgos {
  /** The user's alter ego, or null when they have none with that id. */
  find(userId: string, id: string): Promise<AlterEgo | null>;
  /** Links a saved outfit to the persona it was generated with; false when the persona is not the user's. */
  linkOutfit(userId: string, alterEgoId: string, outfitId: string): Promise<boolean>;
}

export interface OutfitsDeps {
  db: Db;
  stylist: Stylist;
  wardrobe: OutfitWardrobe;
  alterEgos: OutfitAlterEgos;
  clock: Clock;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const outfitNotFound = () => notFound('Outfit not found');

/** An id that is not a UUID names nothing: 404 like any other unknown outfit. */
function outfitId(id: string): string {
  if (!UUID.test(id)) throw outfitNotFound();
  return id.toLowerCase();
}

/** A stored row as every answer shows it. */
export function toOutfit(row: OutfitRow): Outfit {
  return {
    id: row.id,
    userId: row.userId,
    name: row.name,
    description: row.description,
    itemIds: row.itemIds,
    occasion: row.occasion,
    weather: row.weather,
    temperature: row.temperature,
    aiGenerated: row.aiGenerated,
    rating: row.rating,
    timesWorn: row.timesWorn,
    lastWorn: row.lastWorn ? row.lastWorn.toISOString() : null,
    isPublic: row.isPublic,
    createdAt: row.createdAt.toISOString(),
  };
}

/** Outfit generation, saved outfits and wearing them. */
export function createOutfitsService({ db, stylist, wardrobe, alterEgos, clock }: OutfitsDeps) {
  const repo = createOutfitsRepo(db);

  /** The persona steering a generation: a stored alter ego (owner-checked) or the body's text. */
  async function personaFor(
    userId: string,
    input: GenerateOutfitsInput,
  ): Promise<StylistPersona | null> {
    if (input.alterEgoId) {
      const ego = await alterEgos.find(userId, input.alterEgoId);
      if (!ego) throw notFound('Alter ego not found');
      return {
        description: ego.description,
        personality: ego.personality,
        stylePreferences: ego.stylePreferences,
        colorPalette: ego.colorPalette,
        occasions: ego.occasions,
      };
    }
    if (!input.alterEgoDescription && !input.alterEgoPersonality) return null;
    return { description: input.alterEgoDescription, personality: input.alterEgoPersonality };
  }

  return {
    /** Outfit suggestions from the user's own wardrobe; they are kept only when saved. */
    async generate(userId: string, input: GenerateOutfitsInput): Promise<GenerateOutfitsResponse> {
      const [items, persona] = await Promise.all([
        wardrobe.list(userId),
        personaFor(userId, input),
      ]);
      if (input.anchorItemId && !items.some((i) => i.id === input.anchorItemId)) {
        throw notFound('Item not found');
      }
      const answer = await stylist.suggestOutfits(items.map(toStylistItem), {
        occasion: input.occasion,
        weather: input.weather,
        temperature: input.temperature,
        stylePreferences: input.stylePreferences,
        persona,
        anchorItemId: input.anchorItemId ?? null,
        seed: input.seed,
        now: clock.now(),
      });
      // Whatever the provider, an outfit naming a piece the user does not own is not shown.
      const owned = new Set(items.map((i) => i.id));
      const suggestions = answer.suggestions.filter(
        (s) => s.items.length > 0 && s.items.every((id) => owned.has(id)),
      );
      return {
        suggestions,
        ...(answer.missing?.length ? { missing: answer.missing } : {}),
        ...(answer.note ? { note: answer.note } : {}),
      };
    },

    /** The user's saved outfits, newest first. */
    async list(userId: string): Promise<Outfit[]> {
      return (await repo.list(userId)).map(toOutfit);
    },

    /** Saves an outfit; 400 when an item or the alter ego is not the user's. */
    async create(userId: string, input: CreateOutfitInput): Promise<Outfit> {
      const owned = new Set((await wardrobe.list(userId)).map((i) => i.id));
      const foreign = input.itemIds.filter((id) => !owned.has(id));
      if (foreign.length) {
        throw new HttpError(400, `itemIds: not in your wardrobe: ${foreign.join(', ')}`, [
          { path: 'itemIds', message: 'Every item must be one of your wardrobe items' },
        ]);
      }
      if (input.alterEgoId) {
        if (!(await alterEgos.find(userId, input.alterEgoId))) {
          throw new HttpError(400, 'alterEgoId: not one of your alter egos', [
            { path: 'alterEgoId', message: 'Not one of your alter egos' },
          ]);
        }
      }
      const row = await repo.insert({
        userId,
        name: input.name,
        description: input.description,
        itemIds: input.itemIds,
        occasion: input.occasion,
        weather: input.weather,
        temperature: input.temperature,
        aiGenerated: input.aiGenerated,
      });
      // Deleted meanwhile: the outfit is saved all the same, just not linked.
      if (input.alterEgoId) await alterEgos.linkOutfit(userId, input.alterEgoId, row.id);
      return toOutfit(row);
    },

    /** Deletes a saved outfit. */
    async remove(userId: string, id: string): Promise<void> {
      if (!(await repo.delete(userId, outfitId(id)))) throw outfitNotFound();
    },

    /** Wears the outfit now: the outfit and each of its items get timesWorn + 1 and lastWorn = now. */
    async wear(userId: string, id: string): Promise<Outfit> {
      const outfit = await repo.find(userId, outfitId(id));
      if (!outfit) throw outfitNotFound();
      const at = clock.now();
      // Items first: each wear is logged through the wardrobe (and can be undone there).
      await wardrobe.logWears(userId, outfit.itemIds, at);
      const row = await repo.logWear(userId, outfit.id, at);
      if (!row) throw outfitNotFound();
      return toOutfit(row);
    },
  };
}

export type OutfitsService = ReturnType<typeof createOutfitsService>;
