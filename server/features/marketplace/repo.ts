import { and, desc, eq, ilike, ne, or, sql, type SQL } from 'drizzle-orm';
import { listingViews, marketplaceListings, users } from '../../db/schema.ts';
import type { Queryable } from '../../lib/transactions.ts';

export type ListingRow = typeof marketplaceListings.$inferSelect;
export type NewListingRow = typeof marketplaceListings.$inferInsert;
export type ListingPatch = Partial<
  Pick<
    NewListingRow,
    | 'title'
    | 'description'
    | 'price'
    | 'condition'
    | 'size'
    | 'brand'
    | 'category'
    | 'contact'
    | 'status'
  >
>;
export type ListingWithSeller = ListingRow & { sellerName: string };

export interface ListingFilter {
  status?: 'active' | 'sold';
  /** Only this seller's listings. */
  sellerId?: string;
  q?: string;
  category?: string;
  size?: string;
}

const owned = (userId: string, id: string) =>
  and(eq(marketplaceListings.id, id), eq(marketplaceListings.userId, userId));

// LIKE's wildcards in a user's search are matched literally.
const literal = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

/** Queries for listings. Reads see every seller's (a marketplace); writes are the seller's only. */
export function createMarketplaceRepo(db: Queryable) {
  const withSeller = () =>
    db
      .select({ listing: marketplaceListings, sellerName: users.username })
      .from(marketplaceListings)
      .innerJoin(users, eq(users.id, marketplaceListings.userId));
  const flat = (rows: { listing: ListingRow; sellerName: string }[]) =>
    rows.map((row) => ({ ...row.listing, sellerName: row.sellerName }));

  return {
    async list(filter: ListingFilter): Promise<ListingWithSeller[]> {
      const where: SQL[] = [];
      if (filter.status) where.push(eq(marketplaceListings.status, filter.status));
      if (filter.sellerId) where.push(eq(marketplaceListings.userId, filter.sellerId));
      if (filter.category) where.push(eq(marketplaceListings.category, filter.category));
      if (filter.size) where.push(sql`lower(${marketplaceListings.size}) = lower(${filter.size})`);
      if (filter.q) {
        const pattern = `%${literal(filter.q)}%`;
        where.push(
          or(
            ilike(marketplaceListings.title, pattern),
            ilike(marketplaceListings.brand, pattern),
            ilike(marketplaceListings.description, pattern),
          )!,
        );
      }
      return flat(
        await withSeller()
          .where(and(...where))
          .orderBy(desc(marketplaceListings.createdAt), desc(marketplaceListings.id))
          .limit(500),
      );
    },

    /** A listing as every signed-in user sees it (the marketplace is open to all of them). */
    async findVisible(id: string): Promise<ListingWithSeller | undefined> {
      return flat(await withSeller().where(eq(marketplaceListings.id, id)))[0];
    },

    /**
     * Counts a view by anyone but the seller, once per person (one account must not inflate what
     * everyone sees); answers whether it counted.
     */
    async countView(viewerId: string, id: string): Promise<boolean> {
      return db.transaction(async (tx) => {
        // Held until the end: the listing cannot be deleted under the view.
        const [listing] = await tx
          .select({ id: marketplaceListings.id })
          .from(marketplaceListings)
          .where(and(eq(marketplaceListings.id, id), ne(marketplaceListings.userId, viewerId)))
          .for('key share');
        if (!listing) return false;
        const first = await tx
          .insert(listingViews)
          .values({ listingId: id, userId: viewerId })
          .onConflictDoNothing()
          .returning({ listingId: listingViews.listingId });
        if (first.length === 0) return false;
        await tx
          .update(marketplaceListings)
          .set({ views: sql`${marketplaceListings.views} + 1` })
          .where(eq(marketplaceListings.id, id));
        return true;
      });
    },

    async findOwned(userId: string, id: string): Promise<ListingRow | undefined> {
      const rows = await db.select().from(marketplaceListings).where(owned(userId, id));
      return rows[0];
    },

    async insert(row: NewListingRow): Promise<ListingRow> {
      const rows = await db.insert(marketplaceListings).values(row).returning();
      return rows[0]!;
    },

    async update(userId: string, id: string, patch: ListingPatch): Promise<ListingRow | undefined> {
      const rows = await db
        .update(marketplaceListings)
        .set(patch)
        .where(owned(userId, id))
        .returning();
      return rows[0];
    },

    async delete(userId: string, id: string): Promise<ListingRow | undefined> {
      const rows = await db.delete(marketplaceListings).where(owned(userId, id)).returning();
      return rows[0];
    },
  };
}
