import {
  DEFAULT_DIARY_SOURCE,
  DIARY_SOURCE_TYPES,
  SIMILAR_PIECES_MAX,
  type CreateDiaryInput,
  type DiaryEntry,
  type DiarySourceType,
  type SimilarPiece,
  type UpdateDiaryInput,
} from '../../../contract/diary.ts';
import type { Db } from '../../db/client.ts';
import { notFound } from '../../lib/domain-errors.ts';
import { canonicalId } from '../../lib/ids.ts';
import type { Photos } from '../../photos/photos.ts';
import type { Stylist } from '../../stylist/stylist.ts';
import type { WardrobeService } from '../wardrobe/service.ts';
import { createPhotoColours } from './photo-colours.ts';
import { createDiaryRepo, type DiaryPatch, type DiaryRow } from './repo.ts';
import { rankSimilarPieces } from './similar-pieces.ts';

export interface DiaryDeps {
  db: Db;
  photos: Photos;
  stylist: Pick<Stylist, 'scanItem'>;
  wardrobe: Pick<WardrobeService, 'list'>;
}

const entryNotFound = () => notFound('Diary entry not found');

function entryId(id: string): string {
  const canonical = canonicalId(id);
  if (canonical === null) throw entryNotFound();
  return canonical;
}

const isSourceType = (value: string | null): value is DiarySourceType =>
  (DIARY_SOURCE_TYPES as readonly (string | null)[]).includes(value);

/** The style diary (spec §2): inspiration entries with an optional photo, favourites, edits. */
export function createDiaryService({ db, photos, stylist, wardrobe }: DiaryDeps) {
  const repo = createDiaryRepo(db);
  const colours = createPhotoColours({ photos, stylist });

  const toEntry = (row: DiaryRow): DiaryEntry => ({
    id: row.id,
    userId: row.userId,
    title: row.title,
    description: row.description,
    imageUrl: row.imageUrl,
    thumbnailUrl: row.imageUrl ? (photos.thumbnailUrlOf(row.imageUrl) ?? row.imageUrl) : null,
    sourceType: isSourceType(row.sourceType) ? row.sourceType : DEFAULT_DIARY_SOURCE,
    sourceUrl: row.sourceUrl,
    tags: row.tags,
    notes: row.notes,
    isFavorite: row.isFavorite,
    createdAt: row.createdAt.toISOString(),
  });

  async function findOwned(userId: string, id: string): Promise<DiaryRow> {
    const row = await repo.find(userId, entryId(id));
    if (!row) throw entryNotFound();
    return row;
  }

  return {
    /** The user's entries, newest first. */
    async list(userId: string): Promise<DiaryEntry[]> {
      return (await repo.list(userId)).map(toEntry);
    },

    /**
     * Adds an entry. A photo is checked and stored first (413 / 415 / 422 store nothing); if the
     * row cannot be written, the stored photo is removed again.
     */
    async create(
      userId: string,
      input: CreateDiaryInput,
      image: Buffer | null,
    ): Promise<DiaryEntry> {
      const photo = image ? await photos.accept(userId, image) : null;
      const row = await photos.saveWith([photo], () =>
        repo.insert({ ...input, userId, imageUrl: photo?.imageUrl ?? null }),
      );
      return toEntry(row!);
    },

    /** Changes any field the user wrote, or the favourite mark; an empty change answers the entry. */
    async update(userId: string, id: string, patch: UpdateDiaryInput): Promise<DiaryEntry> {
      const changes = Object.fromEntries(
        Object.entries(patch).filter(([, value]) => value !== undefined),
      ) as DiaryPatch;
      const row = Object.keys(changes).length
        ? await repo.update(userId, entryId(id), changes)
        : await repo.find(userId, entryId(id));
      if (!row) throw entryNotFound();
      return toEntry(row);
    },

    /** Deletes the entry, then its photo. */
    async remove(userId: string, id: string): Promise<void> {
      const row = await photos.deleteWith(
        () => repo.delete(userId, entryId(id)),
        (deleted) => [deleted.imageUrl],
      );
      if (!row) throw entryNotFound();
    },

    /**
     * The user's own pieces closest to the entry: shared tags and words, and colours (the ones the
     * entry names and, when it has a photo, the ones the stylist reads in it, once per photo).
     */
    async similar(userId: string, id: string): Promise<SimilarPiece[]> {
      const row = await findOwned(userId, id);
      const items = await wardrobe.list(userId);
      if (!items.length) return [];
      // Scanned once per photo; a photo the scanner cannot read (busy, nothing stands out) still
      // leaves the words to match.
      const photoColors = row.imageUrl ? await colours.of(userId, row.imageUrl) : [];
      return rankSimilarPieces(row, photoColors, items).slice(0, SIMILAR_PIECES_MAX);
    },
  };
}

export type DiaryService = ReturnType<typeof createDiaryService>;
