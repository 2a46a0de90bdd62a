import { createHash, randomBytes } from 'node:crypto';
import { hash, verify } from '@node-rs/argon2';
import { SESSION_TTL_DAYS, type PublicUser } from '../../../contract/auth.ts';
import type { Db } from '../../db/client.ts';
import { HttpError } from '../../http/errors.ts';
import { createAuthRepo, type UserRow } from './repo.ts';

const DAY_MS = 24 * 60 * 60 * 1000;
export const SESSION_TTL_MS = SESSION_TTL_DAYS * DAY_MS;
// Sliding expiry is written at most once an hour per session, not on every request.
const SESSION_REFRESH_MS = 60 * 60 * 1000;

export const INVALID_CREDENTIALS = 'Invalid username or password';

export interface Clock {
  now(): Date;
}

export interface NewSession {
  token: string;
  expiresAt: Date;
}

export interface ResolvedSession {
  user: PublicUser;
  /** Set when the expiry slid forward and the cookie should be sent again. */
  renewedUntil?: Date;
}

const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

/** The fields of a user any answer may show. */
export function toPublicUser(row: UserRow): PublicUser {
  return {
    id: row.id,
    username: row.username,
    firstName: row.firstName,
    lastName: row.lastName,
    email: row.email,
  };
}

/** Accounts and sessions: registration, login, logout and cookie-to-user resolution. */
export function createAuthService({ db, clock }: { db: Db; clock: Clock }) {
  const repo = createAuthRepo(db);
  // Verified against when the username is unknown, so both failures take the same time.
  const decoyHash = hash(randomBytes(16).toString('hex'));

  async function startSession(userId: string): Promise<NewSession> {
    const token = randomBytes(32).toString('base64url');
    const expiresAt = new Date(clock.now().getTime() + SESSION_TTL_MS);
    await repo.insertSession(hashToken(token), userId, expiresAt);
    return { token, expiresAt };
  }

  return {
    /** Creates an account and signs it in; a taken username (ignoring case) is a 409. */
    async register(input: {
      username: string;
      password: string;
      firstName: string | null;
      lastName: string | null;
      email: string | null;
    }): Promise<{ user: PublicUser; session: NewSession }> {
      if (await repo.findUserByUsername(input.username)) {
        throw new HttpError(409, 'Username already exists');
      }
      const row = await repo.insertUser({ ...input, password: await hash(input.password) });
      if (!row) throw new HttpError(409, 'Username already exists');
      return { user: toPublicUser(row), session: await startSession(row.id) };
    },

    /** Checks a password and opens a brand-new session; any failure reads the same. */
    async login(username: string, password: string): Promise<{ user: PublicUser; session: NewSession }> {
      const row = await repo.findUserByUsername(username);
      const ok = row ? await verify(row.password, password) : (await verify(await decoyHash, password), false);
      if (!row || !ok) throw new HttpError(401, INVALID_CREDENTIALS);
      return { user: toPublicUser(row), session: await startSession(row.id) };
    },

    /** Deletes the server-side session so its cookie is worthless from now on. */
    async logout(token: string): Promise<void> {
      await repo.deleteSession(hashToken(token));
    },

    /** The signed-in user for a cookie token, sliding its expiry forward when due. */
    async resolveSession(token: string): Promise<ResolvedSession | undefined> {
      const now = clock.now();
      const found = await repo.findLiveSession(hashToken(token), now);
      if (!found) return undefined;
      const user = toPublicUser(found.user);
      const renewedUntil = new Date(now.getTime() + SESSION_TTL_MS);
      if (renewedUntil.getTime() - found.session.expiresAt.getTime() < SESSION_REFRESH_MS) {
        return { user };
      }
      await repo.extendSession(found.session.tokenHash, renewedUntil);
      return { user, renewedUntil };
    },

    /** Removes sessions past their expiry; returns how many went. */
    pruneExpiredSessions(): Promise<number> {
      return repo.deleteExpiredSessions(clock.now());
    },
  };
}

export type AuthService = ReturnType<typeof createAuthService>;
