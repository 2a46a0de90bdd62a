import {
  ALTER_EGOS_MAX,
  type AlterEgo,
  type CreateAlterEgoInput,
  type UpdateAlterEgoInput,
} from '../../../contract/alter-egos.ts';
import type { Db } from '../../db/client.ts';
import { HttpError, notFound } from '../../http/errors.ts';
import type { PersonaInput, Stylist } from '../../stylist/stylist.ts';
import { stylistItemsOf, type WardrobeReader } from '../ai/stylist-items.ts';
import { createAlterEgosRepo, type AlterEgoPatch, type AlterEgoRow } from './repo.ts';

export interface AlterEgosDeps {
  db: Db;
  stylist: Stylist;
  wardrobe: WardrobeReader;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const alterEgoNotFound = () => notFound('Alter ego not found');

/** The fields the personality is written from; changing any of them rewrites it. */
const PERSONA_FIELDS = [
  'name',
  'description',
  'stylePreferences',
  'colorPalette',
  'occasions',
] as const;

/** Whether an edit may rewrite the personality (it does when one of these fields really changes). */
export const touchesPersona = (input: UpdateAlterEgoInput) =>
  PERSONA_FIELDS.some((field) => input[field] !== undefined);

/** A stored row as every answer shows it. */
export function toAlterEgo(row: AlterEgoRow): AlterEgo {
  return {
    id: row.id,
    userId: row.userId,
    name: row.name,
    description: row.description,
    stylePreferences: row.stylePreferences,
    colorPalette: row.colorPalette,
    occasions: row.occasions,
    personality: row.personality,
    celebrityMatch: row.celebrityMatch,
    isActive: row.isActive,
    createdAt: row.createdAt.toISOString(),
  };
}

const sameList = (a: readonly string[], b: readonly string[]) =>
  a.length === b.length && a.every((v, i) => v === b[i]);

/** Style personas: the user defines them, the stylist writes their personality. */
export function createAlterEgosService({ db, stylist, wardrobe }: AlterEgosDeps) {
  const repo = createAlterEgosRepo(db);

  async function writePersona(userId: string, persona: PersonaInput) {
    const items = await stylistItemsOf(wardrobe, userId);
    const { personality, celebrityMatch } = await stylist.personaFor(persona, items);
    return { personality, celebrityMatch };
  }

  return {
    /** The user's alter egos, newest first. */
    async list(userId: string): Promise<AlterEgo[]> {
      return (await repo.list(userId)).map(toAlterEgo);
    },

    /** The user's alter ego, or null (also for an id that is not a UUID). */
    async find(userId: string, id: string): Promise<AlterEgo | null> {
      if (!UUID.test(id)) return null;
      const row = await repo.find(userId, id.toLowerCase());
      return row ? toAlterEgo(row) : null;
    },

    /** Creates a persona; the stylist writes its personality and celebrity match. */
    async create(userId: string, input: CreateAlterEgoInput): Promise<AlterEgo> {
      if ((await repo.count(userId)) >= ALTER_EGOS_MAX) {
        throw new HttpError(
          409,
          `You can have at most ${ALTER_EGOS_MAX} alter egos. Delete one to create another.`,
        );
      }
      const writing = await writePersona(userId, input);
      const row = await repo.insert({ userId, ...input, ...writing });
      return toAlterEgo(row);
    },

    /** Applies a partial edit; when a style field changes, the personality is written anew. */
    async update(userId: string, id: string, input: UpdateAlterEgoInput): Promise<AlterEgo> {
      if (!UUID.test(id)) throw alterEgoNotFound();
      const before = await repo.find(userId, id.toLowerCase());
      if (!before) throw alterEgoNotFound();
      const patch = Object.fromEntries(
        Object.entries(input).filter(([, value]) => value !== undefined),
      ) as AlterEgoPatch;
      const after = { ...before, ...patch };
      const styleChanged = PERSONA_FIELDS.some((field) => {
        const a = before[field];
        const b = after[field];
        return Array.isArray(a) && Array.isArray(b) ? !sameList(a, b) : a !== b;
      });
      if (styleChanged) {
        Object.assign(
          patch,
          await writePersona(userId, {
            name: after.name,
            description: after.description,
            stylePreferences: after.stylePreferences,
            colorPalette: after.colorPalette,
            occasions: after.occasions,
          }),
        );
      }
      if (!Object.keys(patch).length) return toAlterEgo(before);
      const row = await repo.update(userId, before.id, patch);
      if (!row) throw alterEgoNotFound();
      return toAlterEgo(row);
    },

    /** Deletes a persona; its outfit links go with it, the outfits stay. */
    async remove(userId: string, id: string): Promise<void> {
      if (!UUID.test(id) || !(await repo.delete(userId, id.toLowerCase()))) {
        throw alterEgoNotFound();
      }
    },

    /** Links a saved outfit to the persona it was generated with. */
    async linkOutfit(userId: string, alterEgoId: string, outfitId: string): Promise<boolean> {
      return repo.linkOutfit(userId, alterEgoId, outfitId);
    },
  };
}

export type AlterEgosService = ReturnType<typeof createAlterEgosService>;
