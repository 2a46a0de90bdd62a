import { randomBytes } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { accountTurns } from '../../db/schema.ts';

// An account's turn of a kind of work ("export": one at a time), shared by every instance on the
// database: a lease row in account_turns, keyed by account and kind. Taking it is one statement
// that inserts the row, or takes over a row whose lease has run out; a row back means the turn is
// ours. Each take has its own random holder token, so only that take renews or releases its row:
// a take whose lease ran out (and was taken over) can no longer touch the new holder's turn.
//
// Every time here is the database's `now()`, never the instance's clock: the lease is written by
// one instance and judged by another, so it must be measured on the one clock they share (the
// instances' own clocks may drift apart, and a test's fake clock would never let a lease run
// out). A lease is bookkeeping, never shown to anyone, so nothing of it needs the app's clock.

export interface AccountTurnTimes {
  /** How long a take holds the turn unless renewed: a crashed instance's turn frees itself then. */
  leaseMs: number;
  /** How often a held turn is renewed (well within `leaseMs`). */
  renewMs: number;
}

/** A taken turn: renewed until released. */
export interface AccountTurn {
  /** Ends the turn (a no-op once ended, or once another took it over); never throws. */
  release(): Promise<void>;
}

const leaseEnd = (leaseMs: number) =>
  sql`now() + ${Math.round(leaseMs)}::int * interval '1 millisecond'`;

/** The turns of one kind of work; `take` answers null while another holder's lease runs. */
export function createAccountTurns(db: Db, kind: string, times: AccountTurnTimes) {
  const mine = (userId: string, holder: string) =>
    and(
      eq(accountTurns.userId, userId),
      eq(accountTurns.kind, kind),
      eq(accountTurns.holder, holder),
    );

  /** Pushes the lease's end forward; false once the row is no longer this holder's. */
  async function renew(userId: string, holder: string): Promise<boolean> {
    const rows = await db
      .update(accountTurns)
      .set({ expiresAt: leaseEnd(times.leaseMs) })
      .where(mine(userId, holder))
      .returning({ holder: accountTurns.holder });
    return rows.length > 0;
  }

  // Releases on their way to the database, by account: a take on this instance waits for its
  // own release first, so an export started just after the last one's download ended (its
  // stream closed, the delete not yet done) is not refused.
  const releasing = new Map<string, Promise<void>>();

  return {
    async take(userId: string): Promise<AccountTurn | null> {
      await releasing.get(userId);
      const holder = randomBytes(16).toString('base64url');
      const rows = await db
        .insert(accountTurns)
        .values({ userId, kind, holder, expiresAt: leaseEnd(times.leaseMs) })
        .onConflictDoUpdate({
          target: [accountTurns.userId, accountTurns.kind],
          set: { holder: sql`excluded.holder`, expiresAt: sql`excluded.expires_at` },
          setWhere: sql`${accountTurns.expiresAt} < now()`,
        })
        .returning({ holder: accountTurns.holder });
      if (rows.length === 0) return null;

      // Renewed while the work runs, so a long download keeps its turn. The timer never keeps the
      // process alive; a renewal that fails is tried again at the next tick (the lease outlasts
      // many), and one that finds the row gone (released, the account deleted) stops.
      const timer = setInterval(() => {
        renew(userId, holder).then(
          (held) => {
            if (!held) clearInterval(timer);
          },
          () => undefined,
        );
      }, times.renewMs);
      timer.unref();

      let released: Promise<void> | undefined;
      return {
        release() {
          clearInterval(timer);
          // A release that fails leaves the row to run out by itself at the lease's end.
          if (!released) {
            const done = db
              .delete(accountTurns)
              .where(mine(userId, holder))
              .then(
                () => undefined,
                () => undefined,
              )
              .finally(() => {
                if (releasing.get(userId) === done) releasing.delete(userId);
              });
            releasing.set(userId, done);
            released = done;
          }
          return released;
        },
      };
    },
  };
}
