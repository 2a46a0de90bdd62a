import { CATEGORIES, type Category } from '../../../contract/wardrobe.ts';
import {
  isSuggestionColor,
  SUGGESTIONS_KEPT_MAX,
  type ShoppingSuggestion,
  type UpdateShoppingSuggestionInput,
  type UpdateShoppingSuggestionResponse,
} from '../../../contract/shopping.ts';
import type { Db } from '../../db/client.ts';
import type { Clock } from '../../lib/clock.ts';
import { conflict, notFound } from '../../lib/domain-errors.ts';
import { generationSeed } from '../../lib/generation-seed.ts';
import { idOr } from '../../lib/ids.ts';
import type { Stylist } from '../../stylist/stylist.ts';
import type { WardrobeService } from '../wardrobe/service.ts';
import { createShoppingRepo, type SuggestionRow } from './repo.ts';

export interface ShoppingDeps {
  db: Db;
  stylist: Stylist;
  wardrobe: Pick<WardrobeService, 'stylistItems'>;
  clock: Clock;
}

const suggestionNotFound = () => notFound('Suggestion not found');

const suggestionId = (id: string) => idOr(id, suggestionNotFound);

/** A stored row as every answer shows it. */
export function toSuggestion(row: SuggestionRow): ShoppingSuggestion {
  return {
    id: row.id,
    userId: row.userId,
    itemName: row.itemName,
    category: row.category,
    description: row.description,
    reason: row.reason,
    estimatedPrice: row.estimatedPrice,
    imageUrl: row.imageUrl,
    retailLink: row.retailLink,
    brand: row.brand,
    tags: row.tags,
    color: row.tags.find(isSuggestionColor) ?? null,
    isViewed: row.isViewed,
    isPurchased: row.isPurchased,
    createdAt: row.createdAt.toISOString(),
  };
}

const isCategory = (value: string): value is Category =>
  (CATEGORIES as readonly string[]).includes(value);

/** Shopping suggestions from the gaps in the user's wardrobe, and their new → viewed/purchased states. */
export function createShoppingService({ db, stylist, wardrobe, clock }: ShoppingDeps) {
  const repo = createShoppingRepo(db);

  return {
    /** The user's suggestions: purchased last, then unviewed first, newest first. */
    async list(userId: string): Promise<ShoppingSuggestion[]> {
      return (await repo.list(userId)).map(toSuggestion);
    },

    /**
     * Asks the stylist for new suggestions, stores and answers them. Every stored suggestion is
     * passed on, viewed and purchased ones too, so none of their kinds comes back; the answer is
     * shorter, or empty, when the wardrobe has no gap left that was not suggested already.
     */
    async generate(userId: string): Promise<ShoppingSuggestion[]> {
      const [items, existing] = await Promise.all([
        wardrobe.stylistItems(userId),
        repo.list(userId),
      ]);
      if (existing.length >= SUGGESTIONS_KEPT_MAX) {
        throw conflict(
          `You have ${existing.length} suggestions. Remove some before generating more.`,
        );
      }
      const seed = generationSeed(userId, clock.now(), existing.length);
      const generated = await stylist.shoppingSuggestions(items, existing, seed);
      const room = SUGGESTIONS_KEPT_MAX - existing.length;
      const rows = await repo.insertMany(
        generated.slice(0, room).map((s) => ({
          userId,
          itemName: s.itemName,
          category: s.category,
          description: s.description,
          reason: s.reason,
          estimatedPrice: s.estimatedPrice,
          brand: s.brand,
          tags: s.color ? [s.color, ...s.tags.filter((t) => t !== s.color)] : s.tags,
        })),
      );
      return rows.map(toSuggestion);
    },

    /**
     * Marks a suggestion viewed, or purchased (which also counts as viewed). A purchase answers
     * what the 'add it to your wardrobe' dialog is prefilled with.
     */
    async update(
      userId: string,
      id: string,
      body: UpdateShoppingSuggestionInput,
    ): Promise<UpdateShoppingSuggestionResponse> {
      const purchased = 'isPurchased' in body;
      const row = await repo.mark(
        userId,
        suggestionId(id),
        purchased ? { isViewed: true, isPurchased: true } : { isViewed: true },
      );
      if (!row) throw suggestionNotFound();
      const suggestion = toSuggestion(row);
      if (!purchased || !isCategory(row.category)) return suggestion;
      return {
        ...suggestion,
        addToWardrobe: {
          name: row.itemName,
          category: row.category,
          price: row.estimatedPrice,
          brand: row.brand,
        },
      };
    },

    /** Deletes a suggestion. */
    async remove(userId: string, id: string): Promise<void> {
      if (!(await repo.delete(userId, suggestionId(id)))) throw suggestionNotFound();
    },
  };
}

export type ShoppingService = ReturnType<typeof createShoppingService>;
