import type {
  CreateOutfitInput,
  GenerateOutfitsInput,
  GenerateOutfitsResponse,
  Outfit,
  OutfitSuggestion,
} from '../../../contract/outfits.ts';
import type { Db } from '../../db/client.ts';
import type { Queryable } from '../../lib/transactions.ts';
import type { Clock } from '../../lib/clock.ts';
import { isoOrNull } from '../../lib/dates.ts';
import { invalid, notFound } from '../../lib/domain-errors.ts';
import { idOr } from '../../lib/ids.ts';
import { assertOwnItemIds } from '../../lib/item-id-lists.ts';
import type {
  ForecastConditions,
  Stylist,
  StylistItem,
  StylistPersona,
} from '../../stylist/stylist.ts';
import type { AlterEgosService } from '../alter-egos/service.ts';
import type { WardrobeService } from '../wardrobe/service.ts';
import { createOutfitsRepo, type OutfitRow } from './repo.ts';

export interface OutfitsDeps {
  db: Db;
  stylist: Stylist;
  /** The wardrobe feature, through its service: the user's items and logging their wears. */
  wardrobe: Pick<WardrobeService, 'stylistItems' | 'logWears' | 'undoWearsAt'>;
  /** The alter egos feature: the persona of a generation, and linking an outfit to it. */
  alterEgos: Pick<AlterEgosService, 'find' | 'linkOutfit'>;
  clock: Clock;
}

const outfitNotFound = () => notFound('Outfit not found');
/** An id that is not a UUID names nothing: 404 like any other unknown outfit. */
const outfitId = (id: string) => idOr(id, outfitNotFound);

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
    lastWorn: isoOrNull(row.lastWorn),
    isPublic: row.isPublic,
    createdAt: row.createdAt.toISOString(),
  };
}

/** Outfit generation, saved outfits and wearing them. */
export function createOutfitsService({ db, stylist, wardrobe, alterEgos, clock }: OutfitsDeps) {
  /**
   * The suggestions with those the day has nothing against first, in the stylist's order
   * otherwise (a stable partition). Without a day they are as the stylist gave them.
   */
  async function suitedFirst(
    items: readonly StylistItem[],
    suggestions: OutfitSuggestion[],
    day: ForecastConditions | null,
  ): Promise<OutfitSuggestion[]> {
    if (!day) return suggestions;
    const byId = new Map(items.map((item) => [item.id, item]));
    const checked = await Promise.all(
      suggestions.map(async (suggestion) => ({
        suggestion,
        objection: await stylist.forecastCheck(
          suggestion.items.flatMap((id) => byId.get(id) ?? []),
          day,
        ),
      })),
    );
    return [...checked.filter((c) => !c.objection), ...checked.filter((c) => c.objection)].map(
      (c) => c.suggestion,
    );
  }

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
        wardrobe.stylistItems(userId),
        personaFor(userId, input),
      ]);
      if (input.anchorItemId && !items.some((i) => i.id === input.anchorItemId)) {
        throw notFound('Item not found');
      }
      const answer = await stylist.suggestOutfits(items, {
        occasion: input.occasion,
        // The words as typed (trimmed by the contract); the button stays the fallback.
        occasionText: input.occasionText,
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
      const suggestions = await suitedFirst(
        items,
        answer.suggestions.filter(
          (s) => s.items.length > 0 && s.items.every((id) => owned.has(id)),
        ),
        input.temperatureRange
          ? { weather: input.weather, ...input.temperatureRange, wetFrom: null, snow: false }
          : null,
      );
      return {
        suggestions,
        ...(answer.missing?.length ? { missing: answer.missing } : {}),
        ...(answer.note ? { note: answer.note } : {}),
        ...(answer.occasionReading ? { occasionReading: answer.occasionReading } : {}),
      };
    },

    /** The user's saved outfits, newest first. */
    async list(userId: string): Promise<Outfit[]> {
      return (await repo.list(userId)).map(toOutfit);
    },

    /** Saves an outfit; 400 when an item or the alter ego is not the user's (nothing is written). */
    async create(userId: string, input: CreateOutfitInput): Promise<Outfit> {
      // The outfit and its link to the persona it was generated with are written together.
      const row = await db.transaction(async (tx) => {
        await assertOwnItemIds(tx, userId, input.itemIds);
        if (input.alterEgoId && !(await alterEgos.find(userId, input.alterEgoId))) {
          throw invalid('alterEgoId', 'not one of your alter egos', 'Not one of your alter egos');
        }
        const inserted = await createOutfitsRepo(tx).insert({
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
        if (input.alterEgoId) {
          await alterEgos.linkOutfit(userId, input.alterEgoId, inserted.id, tx);
        }
        return inserted;
      });
      return toOutfit(row);
    },

    /** Deletes a saved outfit. */
    async remove(userId: string, id: string): Promise<void> {
      if (!(await repo.delete(userId, outfitId(id)))) throw outfitNotFound();
    },

    /**
     * Wears the outfit at `at` (a planned day) inside the caller's transaction: the outfit and each
     * of its items count one wear. Answers the outfit's lastWorn before, for `unwearAt`.
     */
    async wearAt(
      userId: string,
      id: string,
      at: Date,
      tx: Queryable,
    ): Promise<{ outfit: Outfit; previousLastWorn: Date | null }> {
      const on = createOutfitsRepo(tx);
      const outfit = await on.find(userId, id);
      if (!outfit) throw outfitNotFound();
      await wardrobe.logWears(userId, outfit.itemIds, at, tx);
      const row = await on.logWear(userId, outfit.id, at);
      if (!row) throw outfitNotFound();
      return { outfit: toOutfit(row), previousLastWorn: outfit.lastWorn };
    },

    /** Takes back a wear made by `wearAt`: the outfit's and each item's logged at `at`. */
    async unwearAt(
      userId: string,
      id: string,
      at: Date,
      previousLastWorn: Date | null,
      tx: Queryable,
    ): Promise<void> {
      const on = createOutfitsRepo(tx);
      const outfit = await on.find(userId, id);
      if (!outfit) return;
      await wardrobe.undoWearsAt(userId, outfit.itemIds, at, tx);
      await on.unlogWear(userId, outfit.id, at, previousLastWorn);
    },

    /** Wears the outfit now: the outfit and each of its items get timesWorn + 1 and lastWorn = now. */
    async wear(userId: string, id: string): Promise<Outfit> {
      const outfit = await repo.find(userId, outfitId(id));
      if (!outfit) throw outfitNotFound();
      const at = clock.now();
      // One transaction: the outfit's wear and each item's wear (logged through the wardrobe, so it
      // can be undone there) count together or not at all.
      const row = await db.transaction(async (tx) => {
        await wardrobe.logWears(userId, outfit.itemIds, at, tx);
        return createOutfitsRepo(tx).logWear(userId, outfit.id, at);
      });
      if (!row) throw outfitNotFound();
      return toOutfit(row);
    },
  };
}

export type OutfitsService = ReturnType<typeof createOutfitsService>;
