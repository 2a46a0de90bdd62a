import { createHash, randomBytes } from 'node:crypto';
import { hash, verify } from '@node-rs/argon2';
import {
  PASSWORD_SIGN_IN_OFF,
  PASSWORD_SIGN_UP_OFF,
  SESSION_TTL_DAYS,
  type PublicUser,
} from '../../../contract/auth.ts';
import type { Db } from '../../db/client.ts';
import type { Clock } from '../../lib/clock.ts';
import { DAY_MS, HOUR_MS } from '../../lib/dates.ts';
import { conflict, forbidden, unauthorized } from '../../lib/domain-errors.ts';
import { createAuthRepo, type AuthRepo, type UserRow } from './repo.ts';

export const SESSION_TTL_MS = SESSION_TTL_DAYS * DAY_MS;
/** SESSION_MAX_AGE_DAYS's default: a session ends 90 days after its sign-in however it is used. */
export const DEFAULT_SESSION_MAX_AGE_DAYS = 90;
// Sliding expiry is written at most once an hour per session, not on every request.
const SESSION_REFRESH_MS = HOUR_MS;

export const INVALID_CREDENTIALS = 'Invalid username or password';

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

/**
 * Accounts and sessions: registration, login, logout and cookie-to-user resolution. A session
 * slides to SESSION_TTL_MS past its last use, and never past `maxAgeMs` after its sign-in.
 */
export function createAuthService({
  db,
  clock,
  maxAgeMs = DEFAULT_SESSION_MAX_AGE_DAYS * DAY_MS,
  passwordSignIn = true,
  passwordSignUp = true,
}: {
  db: Db;
  clock: Clock;
  maxAgeMs?: number;
  /** PASSWORD_SIGN_IN: false and a login with a password is refused (403). */
  passwordSignIn?: boolean;
  /** PASSWORD_SIGN_UP: false and a sign-up with a password is refused (403). */
  passwordSignUp?: boolean;
}) {
  const repo = createAuthRepo(db);
  // Verified against when the username is unknown, so both failures take the same time.
  const decoyHash = hash(randomBytes(16).toString('hex'));

  /** Opens a session on `on` (the repo of the caller's transaction, or the plain one). */
  async function startSession(userId: string, on: AuthRepo = repo): Promise<NewSession> {
    const token = randomBytes(32).toString('base64url');
    const createdAt = clock.now();
    const expiresAt = new Date(createdAt.getTime() + Math.min(SESSION_TTL_MS, maxAgeMs));
    await on.insertSession(hashToken(token), userId, createdAt, expiresAt);
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
      if (!passwordSignUp) throw forbidden(PASSWORD_SIGN_UP_OFF);
      if (await repo.findUserByUsername(input.username)) {
        throw conflict('Username already exists');
      }
      const password = await hash(input.password);
      // The account and its first session are written together: no account without a way in.
      return db.transaction(async (tx) => {
        const txRepo = createAuthRepo(tx);
        const row = await txRepo.insertUser({ ...input, password });
        if (!row) throw conflict('Username already exists');
        return { user: toPublicUser(row), session: await startSession(row.id, txRepo) };
      });
    },

    /** Checks a password and opens a brand-new session; any failure reads the same. */
    async login(
      username: string,
      password: string,
    ): Promise<{ user: PublicUser; session: NewSession }> {
      if (!passwordSignIn) throw forbidden(PASSWORD_SIGN_IN_OFF);
      const row = await repo.findUserByUsername(username);
      // An account made through the identity provider has no password: it reads as a wrong one.
      const ok = row?.password
        ? await verify(row.password, password)
        : (await verify(await decoyHash, password), false);
      if (!row || !ok) throw unauthorized(INVALID_CREDENTIALS);
      return { user: toPublicUser(row), session: await startSession(row.id) };
    },

    /** A brand-new session for an account another way of signing in let in (the identity provider). */
    openSession(userId: string): Promise<NewSession> {
      return startSession(userId);
    },

    /** Deletes the server-side session so its cookie is worthless from now on. */
    async logout(token: string): Promise<void> {
      await repo.deleteSession(hashToken(token));
    },

    /** The signed-in user for a cookie token, sliding its expiry forward when due. */
    async resolveSession(token: string): Promise<ResolvedSession | undefined> {
      const now = clock.now();
      const tokenHash = hashToken(token);
      const found = await repo.findLiveSession(tokenHash, now);
      if (!found) return undefined;
      const { user } = found;
      // The absolute end: also for a session made before there was one (its expiry slid freely).
      const endsAt = found.createdAt.getTime() + maxAgeMs;
      if (endsAt <= now.getTime()) return undefined;
      const renewedUntil = new Date(Math.min(now.getTime() + SESSION_TTL_MS, endsAt));
      if (renewedUntil.getTime() - found.expiresAt.getTime() < SESSION_REFRESH_MS) {
        return { user };
      }
      await repo.extendSession(tokenHash, renewedUntil);
      return { user, renewedUntil };
    },

    /** Removes sessions past their expiry; returns how many went. */
    pruneExpiredSessions(): Promise<number> {
      return repo.deleteExpiredSessions(clock.now());
    },
  };
}

export type AuthService = ReturnType<typeof createAuthService>;
