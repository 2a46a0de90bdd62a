import type {
  CreateListingInput,
  Listing,
  ListingCondition,
  ListingQuery,
  UpdateListingInput,
} from '../../../contract/marketplace.ts';
import type { Db } from '../../db/client.ts';
import type { Clock } from '../../lib/clock.ts';
import { DAY_MS } from '../../lib/dates.ts';
import { badRequest, conflict, notFound } from '../../lib/domain-errors.ts';
import { canonicalId } from '../../lib/ids.ts';
import type { Photos, StoredPhoto } from '../../photos/photos.ts';
import type { WardrobeService } from '../wardrobe/service.ts';
import {
  createMarketplaceRepo,
  type ListingPatch,
  type ListingRow,
  type ListingWithSeller,
} from './repo.ts';

export interface MarketplaceDeps {
  db: Db;
  photos: Photos;
  wardrobe: Pick<WardrobeService, 'get' | 'retire'>;
  clock: Clock;
}

const listingNotFound = () => notFound('Listing not found');

function listingId(id: string): string {
  const canonical = canonicalId(id);
  if (canonical === null) throw listingNotFound();
  return canonical;
}

/** How long a listing's photo link works: well past any page a buyer keeps open. */
const PHOTO_LINK_MS = DAY_MS;

/** The resale marketplace: the seller lists, edits, withdraws and sells; everyone browses. */
export function createMarketplaceService({ db, photos, wardrobe, clock }: MarketplaceDeps) {
  const repo = createMarketplaceRepo(db);

  function toListing(row: ListingWithSeller, viewerId: string): Listing {
    // Listing photos are seen by other users, so they travel as signed links.
    const expires = new Date(clock.now().getTime() + PHOTO_LINK_MS);
    const signed = (url: string | null) => (url ? photos.signedUrl(url, expires) : null);
    return {
      id: row.id,
      userId: row.userId,
      sellerName: row.sellerName,
      isMine: row.userId === viewerId,
      wardrobeItemId: row.wardrobeItemId,
      title: row.title,
      description: row.description,
      price: row.price,
      condition: row.condition as ListingCondition | null,
      size: row.size,
      brand: row.brand,
      category: row.category,
      imageUrl: signed(row.imageUrl),
      thumbnailUrl: signed(row.imageUrl ? photos.thumbnailUrlOf(row.imageUrl) : null),
      contact: row.contact,
      status: row.status === 'sold' ? 'sold' : 'active',
      views: row.views,
      createdAt: row.createdAt.toISOString(),
    };
  }

  async function mine(row: ListingRow, userId: string): Promise<Listing> {
    const seen = await repo.findVisible(row.id);
    return toListing(seen!, userId);
  }

  /** A copy of a wardrobe piece's stored photo for the listing (no re-upload, no re-encode). */
  async function copyItemPhoto(
    userId: string,
    imageUrl: string | null,
  ): Promise<StoredPhoto | null> {
    if (!imageUrl) return null;
    const [image, thumbnail] = await Promise.all([
      photos.read(imageUrl),
      photos.read(photos.thumbnailUrlOf(imageUrl)),
    ]);
    if (!image) return null;
    return photos.store(userId, { image, thumbnail: thumbnail ?? image });
  }

  return {
    /** Every active listing (or sold, or all); `mine` keeps the viewer's own, in every status. */
    async list(userId: string, query: ListingQuery): Promise<Listing[]> {
      const rows = await repo.list({
        status: query.mine ? query.status : (query.status ?? undefined),
        sellerId: query.mine ? userId : undefined,
        q: query.q || undefined,
        category: query.category,
        size: query.size || undefined,
      });
      // Other sellers' sold listings are history: shown under Sold and All, never editable.
      return rows.map((row) => toListing(row, userId));
    },

    /** One listing with its view counted (spec §4); a view by the seller does not count. */
    async view(userId: string, id: string): Promise<Listing> {
      const canonical = listingId(id);
      const visible = await repo.findVisible(canonical);
      if (!visible) throw listingNotFound();
      if (await repo.countView(userId, canonical)) visible.views += 1;
      return toListing(visible, userId);
    },

    /**
     * Lists a piece. From a wardrobe piece (404 if not the user's) its photo is copied unless a
     * fresh one is sent; a fresh photo is checked and stored first (413 / 415 / 422 store nothing).
     */
    async create(
      userId: string,
      input: CreateListingInput,
      image: Buffer | null,
    ): Promise<Listing> {
      const { wardrobeItemId, ...fields } = input;
      const item = wardrobeItemId ? await wardrobe.get(userId, wardrobeItemId) : null;
      if (item && !item.isActive) throw conflict('This piece has left your wardrobe');
      const photo = image
        ? await photos.accept(userId, image)
        : await copyItemPhoto(userId, item?.originalImageUrl ?? null);
      const row = await photos.saveWith([photo], () =>
        repo.insert({
          ...fields,
          userId,
          wardrobeItemId: item?.id ?? null,
          imageUrl: photo?.imageUrl ?? null,
        }),
      );
      return mine(row!, userId);
    },

    /**
     * The seller's edits, or marking it sold; with `retireItem` the wardrobe piece it came from
     * is retired in the same transaction. Anyone else's listing is 404.
     */
    async update(userId: string, id: string, input: UpdateListingInput): Promise<Listing> {
      const { retireItem, ...rest } = input;
      const changes = Object.fromEntries(
        Object.entries(rest).filter(([, value]) => value !== undefined),
      ) as ListingPatch;
      const canonical = listingId(id);
      const row = await db.transaction(async (tx) => {
        const txRepo = createMarketplaceRepo(tx);
        const updated = Object.keys(changes).length
          ? await txRepo.update(userId, canonical, changes)
          : await txRepo.findOwned(userId, canonical);
        if (!updated) throw listingNotFound();
        if (retireItem) {
          if (updated.status !== 'sold') {
            throw badRequest('retireItem: only a sold listing retires its piece');
          }
          if (updated.wardrobeItemId) await wardrobe.retire(userId, updated.wardrobeItemId, tx);
        }
        return updated;
      });
      return mine(row, userId);
    },

    /** Withdraws a listing (and its photo copy); the wardrobe piece stays. */
    async remove(userId: string, id: string): Promise<void> {
      const row = await photos.deleteWith(
        () => repo.delete(userId, listingId(id)),
        (deleted) => [deleted.imageUrl],
      );
      if (!row) throw listingNotFound();
    },
  };
}

export type MarketplaceService = ReturnType<typeof createMarketplaceService>;
