import type { NodePgQueryResultHKT } from 'drizzle-orm/node-postgres';
import type { PgDatabase } from 'drizzle-orm/pg-core';
import type * as schema from '../db/schema.ts';

/**
 * What a repo runs its queries on: the app's pool-backed `db`, or a transaction a service opened
 * with `db.transaction(async (tx) => …)`. Both have this type, so every repo takes either and the
 * service decides whether a call stands alone or is one step of an atomic whole:
 *
 *   await db.transaction(async (tx) => {
 *     const row = await createOutfitsRepo(tx).insert(…);
 *     await alterEgos.linkOutfit(userId, egoId, row.id, tx); // another feature, same transaction
 *   });
 *
 * `transaction` on a transaction opens a savepoint, so a service method that runs its own
 * transaction still works when a caller hands it one.
 */
export type Queryable = PgDatabase<NodePgQueryResultHKT, typeof schema>;
