import { createHash, randomBytes } from 'node:crypto';
import type {
  ApiToken,
  CreateApiTokenBody,
  CreatedApiToken,
} from '../../../contract/api-tokens.ts';
import {
  API_TOKEN_PREFIX,
  API_TOKENS_PER_ACCOUNT,
  type ApiTokenScope,
} from '../../../contract/api-tokens-values.ts';
import type { PublicUser } from '../../../contract/auth.ts';
import type { Db } from '../../db/client.ts';
import type { Clock } from '../../lib/clock.ts';
import { DAY_MS, MINUTE_MS } from '../../lib/dates.ts';
import { conflict, notFound } from '../../lib/domain-errors.ts';
import { createApiTokensRepo, type ApiTokenRow } from './repo.ts';

/** The longest secret looked up: anything longer is refused without a query. */
const SECRET_MAX = 128;
/** What a list shows of a secret: the prefix and four characters. */
const SHOWN = API_TOKEN_PREFIX.length + 4;

const hashSecret = (secret: string) => createHash('sha256').update(secret).digest('hex');

const toApiToken = (row: ApiTokenRow): ApiToken => ({
  id: row.id,
  name: row.name,
  scope: row.scope as ApiTokenScope,
  prefix: row.prefix,
  createdAt: row.createdAt.toISOString(),
  expiresAt: row.expiresAt?.toISOString() ?? null,
  lastUsedAt: row.lastUsedAt?.toISOString() ?? null,
});

/** The person and scope behind a bearer secret. */
export interface ResolvedApiToken {
  user: PublicUser;
  token: { id: string; scope: ApiTokenScope };
}

/**
 * Personal API tokens: made with a name, a scope and an optional expiry; the secret (32 random
 * bytes after `afc_`) is shown once and kept only as its SHA-256; revoking deletes the row.
 */
export function createApiTokensService({ db, clock }: { db: Db; clock: Clock }) {
  const repo = createApiTokensRepo(db);
  return {
    async list(userId: string): Promise<ApiToken[]> {
      return (await repo.list(userId)).map(toApiToken);
    },

    async create(userId: string, body: CreateApiTokenBody): Promise<CreatedApiToken> {
      if ((await repo.countFor(userId)) >= API_TOKENS_PER_ACCOUNT) {
        throw conflict(
          `You have ${API_TOKENS_PER_ACCOUNT} API tokens, the most an account keeps: revoke one first`,
        );
      }
      const secret = API_TOKEN_PREFIX + randomBytes(32).toString('base64url');
      const now = clock.now();
      const row = await repo.insert({
        userId,
        name: body.name.trim(),
        scope: body.scope,
        tokenHash: hashSecret(secret),
        prefix: secret.slice(0, SHOWN),
        createdAt: now,
        expiresAt: body.expiresInDays
          ? new Date(now.getTime() + body.expiresInDays * DAY_MS)
          : null,
      });
      return { token: toApiToken(row), secret };
    },

    async revoke(userId: string, id: string): Promise<void> {
      if (!(await repo.delete(userId, id))) throw notFound('API token not found');
    },

    /** The owner and scope of a live token's secret, or undefined; marks its use. */
    async resolve(secret: string): Promise<ResolvedApiToken | undefined> {
      if (!secret.startsWith(API_TOKEN_PREFIX) || secret.length > SECRET_MAX) return undefined;
      const now = clock.now();
      const found = await repo.findLive(hashSecret(secret), now);
      if (!found) return undefined;
      const before = new Date(now.getTime() - MINUTE_MS);
      if (!found.lastUsedAt || found.lastUsedAt < before) await repo.touch(found.id, now, before);
      return { user: found.user, token: { id: found.id, scope: found.scope as ApiTokenScope } };
    },
  };
}

export type ApiTokensService = ReturnType<typeof createApiTokensService>;
