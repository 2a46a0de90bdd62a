import {
  ALTER_EGOS_MAX,
  type AlterEgo,
  type CreateAlterEgoInput,
  type UpdateAlterEgoInput,
} from '../../../contract/alter-egos.ts';
import type { Db } from '../../db/client.ts';
import { conflict, notFound } from '../../lib/domain-errors.ts';
import { canonicalId, idOr } from '../../lib/ids.ts';
import type { Queryable } from '../../lib/transactions.ts';
import type { PersonaInput, Stylist } from '../../stylist/stylist.ts';
import type { WardrobeService } from '../wardrobe/service.ts';
import { createAlterEgosRepo, type AlterEgoPatch, type AlterEgoRow } from './repo.ts';

export interface AlterEgosDeps {
  db: Db;
  stylist: Stylist;
  wardrobe: Pick<WardrobeService, 'stylistItems'>;
}

const alterEgoNotFound = () => notFound('Alter ego not found');
const alterEgoId = (id: string) => idOr(id, alterEgoNotFound);

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
    const items = await wardrobe.stylistItems(userId);
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
      const egoId = canonicalId(id);
      const row = egoId ? await repo.find(userId, egoId) : undefined;
      return row ? toAlterEgo(row) : null;
    },

    /** Creates a persona; the stylist writes its personality and celebrity match. */
    async create(userId: string, input: CreateAlterEgoInput): Promise<AlterEgo> {
      if ((await repo.count(userId)) >= ALTER_EGOS_MAX) {
        throw conflict(
          `You can have at most ${ALTER_EGOS_MAX} alter egos. Delete one to create another.`,
        );
      }
      const writing = await writePersona(userId, input);
      const row = await repo.insert({ userId, ...input, ...writing });
      return toAlterEgo(row);
    },

    /** Applies a partial edit; when a style field changes, the personality is written anew. */
    async update(userId: string, id: string, input: UpdateAlterEgoInput): Promise<AlterEgo> {
      const before = await repo.find(userId, alterEgoId(id));
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
      if (!(await repo.delete(userId, alterEgoId(id)))) throw alterEgoNotFound();
    },

    /**
     * Links a saved outfit to the persona it was generated with; false when either is not the
     * user's. With `tx` the link is written in the caller's transaction.
     */
    async linkOutfit(
      userId: string,
      egoId: string,
      outfitId: string,
      tx?: Queryable,
    ): Promise<boolean> {
      const id = canonicalId(egoId);
      return id !== null && (tx ? createAlterEgosRepo(tx) : repo).linkOutfit(userId, id, outfitId);
    },
  };
}

export type AlterEgosService = ReturnType<typeof createAlterEgosService>;
