import { isIP } from 'node:net';
import path from 'node:path';
import { z } from 'zod';
import { OIDC_CALLBACK_PATH } from '../contract/oidc-values.ts';
import { DEFAULT_PUSH_CONTACT } from './features/notifications/push-sender.ts';
import { MIN_LOG_BUFFER_BYTES } from './lib/log-destination.ts';
import { DEFAULT_STORAGE_QUOTA_MB } from './storage/metered-blob-store.ts';
import type { S3Config } from './storage/s3-config.ts';

const booleanText = z
  .enum(['true', 'false', '1', '0', 'yes', 'no'], { error: 'must be true or false' })
  .transform((value) => value === 'true' || value === '1' || value === 'yes');

const S3_VARIABLES = [
  'S3_ENDPOINT',
  'S3_BUCKET',
  'S3_REGION',
  'S3_ACCESS_KEY_ID',
  'S3_SECRET_ACCESS_KEY',
] as const;

const emptyAsUndefined = (value: unknown) => (value === '' ? undefined : value);

/** A comma-separated list, trimmed, in lower case, without empty entries. */
const commaList = z.string().transform((text) =>
  text
    .split(',')
    .map((entry) => entry.trim().toLowerCase())
    .filter(Boolean),
);

/** An http:// URL on this machine (a test or development provider). */
function isLoopbackUrl(url: string): boolean {
  const { protocol, hostname } = new URL(url);
  return (
    protocol === 'http:' && ['localhost', '127.0.0.1', '[::1]'].includes(hostname.toLowerCase())
  );
}

const OIDC_REQUIRED = [
  'OIDC_ISSUER',
  'OIDC_CLIENT_ID',
  'OIDC_CLIENT_SECRET',
  'PUBLIC_URL',
] as const;
const OIDC_OPTIONAL = [
  'OIDC_NAME',
  'OIDC_SCOPES',
  'OIDC_ALLOWED_DOMAINS',
  'OIDC_ALLOWED_GROUPS',
] as const;

/** Proxies in front of the app a hop count may name; more is a typo. */
const MAX_PROXY_HOPS = 10;
const TRUST_PROXY_ERROR =
  "must be false, a number of proxies (1, 2…), the proxies' addresses or CIDRs, or true";
/** proxy-addr's names for the private ranges. */
const PROXY_RANGE_NAMES = new Set(['loopback', 'linklocal', 'uniquelocal']);

/** An IPv4 or IPv6 address, or a CIDR range of one. */
function isAddressOrRange(text: string): boolean {
  if (PROXY_RANGE_NAMES.has(text)) return true;
  const [address = '', prefix, ...rest] = text.split('/');
  const family = isIP(address);
  if (family === 0 || rest.length > 0) return false;
  if (prefix === undefined) return true;
  return /^\d{1,3}$/.test(prefix) && Number(prefix) <= (family === 4 ? 32 : 128);
}

/**
 * TRUST_PROXY: which `X-Forwarded-*` headers to believe, as Fastify's `trustProxy` takes it.
 * `false`/`0` none; a whole number the hops of proxies in front (the client is the address the
 * first of them saw, so what a client writes into the header itself is ignored); addresses or
 * CIDRs, comma-separated, the proxies themselves; `true` every hop, so the left-most address a
 * client could have written (safe only behind a proxy that replaces the header: docs/deploy.md).
 */
const trustProxy = z
  .string()
  .transform((text, ctx): boolean | number | string[] => {
    const value = text.trim().toLowerCase();
    if (['false', 'no', '0'].includes(value)) return false;
    if (['true', 'yes'].includes(value)) return true;
    if (/^\d+$/.test(value)) {
      const hops = Number(value);
      if (hops <= MAX_PROXY_HOPS) return hops;
      ctx.addIssue({ code: 'custom', message: `must be at most ${MAX_PROXY_HOPS} proxies` });
      return z.NEVER;
    }
    const entries = value.split(',').map((entry) => entry.trim());
    if (entries.every(isAddressOrRange)) return entries;
    ctx.addIssue({ code: 'custom', message: TRUST_PROXY_ERROR });
    return z.NEVER;
  })
  .default(false);

/** A server timeout in milliseconds: at least 100 ms, at most 10 minutes. */
const httpTimeout = (defaultMs: number) =>
  z.preprocess(
    emptyAsUndefined,
    z.coerce
      .number({ error: 'must be a number of milliseconds' })
      .int('must be a whole number of milliseconds')
      .min(100, 'must be at least 100 milliseconds')
      .max(600_000, 'must be at most 600000 (10 minutes)')
      .default(defaultMs),
  );

const envSchema = z
  .object({
    NODE_ENV: z.enum(['development', 'production', 'test']).default('production'),
    PORT: z.coerce
      .number({ error: 'must be a number' })
      .int('must be a whole number')
      .min(0, 'must be between 0 and 65535')
      .max(65535, 'must be between 0 and 65535')
      .default(5000),
    HOST: z.string().min(1).default('0.0.0.0'),
    DATA_DIR: z.string().min(1).default('./data'),
    /** Signs upload and photo links; set the same value on every instance when scaling out. */
    APP_SECRET: z.preprocess(
      emptyAsUndefined,
      z.string().min(32, 'must be at least 32 characters').optional(),
    ),
    DATABASE_URL: z.preprocess(
      emptyAsUndefined,
      z
        .url({ error: 'must be a postgres:// URL' })
        .refine((url) => /^postgres(ql)?:\/\//.test(url), 'must be a postgres:// URL')
        .optional(),
    ),
    TRUST_PROXY: z.preprocess(emptyAsUndefined, trustProxy),
    LOG_LEVEL: z
      .enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'])
      .default('info'),
    AUTH_RATE_LIMIT_PER_IP: z.coerce.number().int().min(1).default(100),
    /** Failed logins per username and client address (IPv6: its /64) per 15 minutes. */
    AUTH_RATE_LIMIT_PER_USERNAME: z.coerce.number().int().min(1).default(10),
    /** A session ends this many days after its sign-in, however often it is used. */
    SESSION_MAX_AGE_DAYS: z.preprocess(
      emptyAsUndefined,
      z.coerce
        .number({ error: 'must be a number of days' })
        .int('must be a whole number of days')
        .min(1, 'must be between 1 and 3650 days')
        .max(3650, 'must be between 1 and 3650 days')
        .default(90),
    ),
    /** Log output waiting to be written while standard output is slow or unread; more is dropped. */
    LOG_BUFFER_BYTES: z.preprocess(
      emptyAsUndefined,
      z.coerce
        .number({ error: 'must be a number of bytes' })
        .int('must be a whole number of bytes')
        .min(MIN_LOG_BUFFER_BYTES, `must be at least ${MIN_LOG_BUFFER_BYTES} (64 KiB)`)
        .max(256 * 1024 * 1024, 'must be at most 268435456 (256 MiB)')
        .default(1024 * 1024),
    ),
    /** Multiplies every per-account limit of http/account-limits.ts (scans, new items, …). */
    ACCOUNT_RATE_LIMIT_SCALE: z.preprocess(
      emptyAsUndefined,
      z.coerce
        .number({ error: 'must be a number' })
        .positive('must be more than 0')
        .max(1000, 'must be at most 1000')
        .default(1),
    ),
    /** What one account's photos and uploads may take on disk or in the bucket, in MiB. */
    STORAGE_QUOTA_MB: z.preprocess(
      emptyAsUndefined,
      z.coerce
        .number({ error: 'must be a number of MiB' })
        .int('must be a whole number of MiB')
        .min(1, 'must be at least 1 MiB')
        .max(100 * 1024 * 1024, 'must be at most 104857600 MiB (100 TiB)')
        .default(DEFAULT_STORAGE_QUOTA_MB),
    ),
    /**
     * The forecast (issue 28): an Open-Meteo-compatible API's origin (https://api.open-meteo.com,
     * or a self-hosted one). Unset: no forecast, weather stays manual and nothing leaves the machine.
     */
    WEATHER_URL: z.preprocess(
      emptyAsUndefined,
      z
        .url({ error: 'must be an http(s):// URL' })
        .refine((url) => /^https?:\/\//.test(url), 'must be an http(s):// URL')
        .optional(),
    ),
    /** Open-Meteo's geocoding API's origin (https://geocoding-api.open-meteo.com): find a place by name. */
    GEOCODING_URL: z.preprocess(
      emptyAsUndefined,
      z
        .url({ error: 'must be an http(s):// URL' })
        .refine((url) => /^https?:\/\//.test(url), 'must be an http(s):// URL')
        .optional(),
    ),
    WEATHER_TIMEOUT_MS: z.preprocess(
      emptyAsUndefined,
      z.coerce
        .number({ error: 'must be a number of milliseconds' })
        .int('must be a whole number of milliseconds')
        .min(100, 'must be at least 100 milliseconds')
        .max(60_000, 'must be at most 60000 (a minute)')
        .default(4_000),
    ),
    AI_PROVIDER: z.enum(['local', 'openai']).default('local'),
    OPENAI_BASE_URL: z.preprocess(emptyAsUndefined, z.url({ error: 'must be a URL' }).optional()),
    OPENAI_API_KEY: z.preprocess(emptyAsUndefined, z.string().optional()),
    AI_MODEL: z.preprocess(emptyAsUndefined, z.string().optional()),
    /** The model that reads garment photos; AI_MODEL when unset. */
    AI_VISION_MODEL: z.preprocess(emptyAsUndefined, z.string().optional()),
    AI_TIMEOUT_MS: z.preprocess(
      emptyAsUndefined,
      z.coerce
        .number({ error: 'must be a number of milliseconds' })
        .int('must be a whole number of milliseconds')
        .min(1, 'must be at least 1 millisecond')
        .max(600_000, 'must be at most 600000 (10 minutes)')
        .default(30_000),
    ),
    AI_MAX_RETRIES: z.preprocess(
      emptyAsUndefined,
      z.coerce
        .number({ error: 'must be a number' })
        .int('must be a whole number')
        .min(0, 'must be between 0 and 5')
        .max(5, 'must be between 0 and 5')
        .default(1),
    ),
    // How long a client may take to send its headers, its whole request, and how long an idle
    // keep-alive connection stays open: slow clients are cut off (README, "Configuration").
    HTTP_HEADERS_TIMEOUT_MS: httpTimeout(10_000),
    HTTP_REQUEST_TIMEOUT_MS: httpTimeout(120_000),
    HTTP_KEEP_ALIVE_TIMEOUT_MS: httpTimeout(5_000),
    S3_ENDPOINT: z.preprocess(
      emptyAsUndefined,
      z
        .url({ error: 'must be an http(s):// URL' })
        .refine((url) => /^https?:\/\//.test(url), 'must be an http(s):// URL')
        .optional(),
    ),
    S3_REGION: z.preprocess(emptyAsUndefined, z.string().optional()),
    S3_BUCKET: z.preprocess(emptyAsUndefined, z.string().optional()),
    S3_ACCESS_KEY_ID: z.preprocess(emptyAsUndefined, z.string().optional()),
    S3_SECRET_ACCESS_KEY: z.preprocess(emptyAsUndefined, z.string().optional()),
    /** Bucket in the path (`endpoint/bucket/key`): MinIO, Ceph, s3rver; AWS uses virtual hosts. */
    S3_FORCE_PATH_STYLE: z.preprocess(emptyAsUndefined, booleanText.default(false)),
    REDIS_URL: z.preprocess(
      emptyAsUndefined,
      z
        .url({ error: 'must be a redis:// URL' })
        .refine((url) => /^rediss?:\/\//.test(url), 'must be a redis:// URL')
        .optional(),
    ),
    /** The morning notification (issue 28): `off` and this server sends none (Settings says so). */
    MORNING_NOTIFICATIONS: z.preprocess(
      emptyAsUndefined,
      z.enum(['on', 'off'], { error: 'must be on or off' }).default('on'),
    ),
    /**
     * The address people open the app at (https://wardrobe.example.com), without a path: the
     * identity provider sends the browser back to PUBLIC_URL/api/auth/oidc/callback.
     */
    PUBLIC_URL: z.preprocess(
      emptyAsUndefined,
      z
        .url({ error: 'must be an http(s):// URL' })
        .refine(
          (url) => /^https?:\/\/[^/]+\/?$/.test(url),
          'must be an http(s):// origin, without a path',
        )
        .transform((url) => url.replace(/\/$/, ''))
        .optional(),
    ),
    /** Sign-in with an OpenID Connect provider (issue 29): its issuer, as its discovery names it. */
    OIDC_ISSUER: z.preprocess(
      emptyAsUndefined,
      z
        .url({ error: 'must be an https:// URL' })
        .refine(
          (url) => url.startsWith('https://') || isLoopbackUrl(url),
          'must be an https:// URL (http:// only on this machine: localhost, 127.0.0.1, [::1])',
        )
        .optional(),
    ),
    OIDC_CLIENT_ID: z.preprocess(emptyAsUndefined, z.string().optional()),
    OIDC_CLIENT_SECRET: z.preprocess(emptyAsUndefined, z.string().optional()),
    /** The provider's name on the sign-in button ("Continue with …"). */
    OIDC_NAME: z.preprocess(
      emptyAsUndefined,
      z.string().trim().min(1).max(40, 'must be at most 40 characters').optional(),
    ),
    /** The scopes asked for; `openid` is required (add `groups` for OIDC_ALLOWED_GROUPS at some providers). */
    OIDC_SCOPES: z.preprocess(
      emptyAsUndefined,
      z
        .string()
        .transform((text) => text.split(/[\s,]+/).filter(Boolean))
        .refine((scopes) => scopes.includes('openid'), 'must include openid')
        .optional(),
    ),
    /** Email domains (comma-separated) whose people may sign in with the provider; any when unset. */
    OIDC_ALLOWED_DOMAINS: z.preprocess(emptyAsUndefined, commaList.optional()),
    /** Groups (comma-separated, the `groups` claim) whose members may sign in; any when unset. */
    OIDC_ALLOWED_GROUPS: z.preprocess(emptyAsUndefined, commaList.optional()),
    /** Link a first sign-in to the existing account with the same, provider-verified email. */
    OIDC_LINK_BY_EMAIL: z.preprocess(emptyAsUndefined, booleanText.default(false)),
    /** Signing in with a username and password (false: only the identity provider). */
    PASSWORD_SIGN_IN: z.preprocess(emptyAsUndefined, booleanText.optional()),
    /** Creating an account with a password (defaults to PASSWORD_SIGN_IN). */
    PASSWORD_SIGN_UP: z.preprocess(emptyAsUndefined, booleanText.optional()),
    /** Who push services may contact about this server's notifications (the VAPID subject). */
    PUSH_CONTACT: z.preprocess(
      emptyAsUndefined,
      z
        .string()
        .refine(
          (value) => /^mailto:[^\s@]+@[^\s@]+$/.test(value) || /^https:\/\/[^\s/]+/.test(value),
          'must be a mailto: address or an https:// URL',
        )
        .default(DEFAULT_PUSH_CONTACT),
    ),
  })
  .superRefine((env, ctx) => {
    // Node refuses a header timeout longer than the whole request's.
    if (env.HTTP_HEADERS_TIMEOUT_MS > env.HTTP_REQUEST_TIMEOUT_MS) {
      ctx.addIssue({
        code: 'custom',
        path: ['HTTP_HEADERS_TIMEOUT_MS'],
        message: 'must not be longer than HTTP_REQUEST_TIMEOUT_MS',
      });
    }
    if (env.AI_PROVIDER === 'openai' && !env.AI_MODEL) {
      ctx.addIssue({
        code: 'custom',
        path: ['AI_MODEL'],
        message: 'is required when AI_PROVIDER=openai',
      });
    }
    // Without a base URL the SDK talks to api.openai.com, which always needs a key; local servers
    // (Ollama, LM Studio, vLLM) usually take none.
    if (env.AI_PROVIDER === 'openai' && !env.OPENAI_BASE_URL && !env.OPENAI_API_KEY) {
      ctx.addIssue({
        code: 'custom',
        path: ['OPENAI_API_KEY'],
        message:
          'is required when AI_PROVIDER=openai uses api.openai.com (set OPENAI_BASE_URL for a local server)',
      });
    }
    // Half an identity provider's configuration: name what is missing.
    const oidcSet = OIDC_REQUIRED.filter(
      (name) => name !== 'PUBLIC_URL' && env[name] !== undefined,
    );
    const extras = OIDC_OPTIONAL.filter((name) => env[name] !== undefined);
    if (oidcSet.length > 0 || extras.length > 0) {
      const missing = OIDC_REQUIRED.filter((name) => env[name] === undefined);
      if (missing.length > 0) {
        ctx.addIssue({
          code: 'custom',
          path: [missing.join(', ')],
          message: `${missing.length === 1 ? 'is' : 'are'} missing: sign-in with an identity provider needs all of ${OIDC_REQUIRED.join(', ')}`,
        });
      }
    }
    if (env.PASSWORD_SIGN_IN === false && env.PASSWORD_SIGN_UP === true) {
      ctx.addIssue({
        code: 'custom',
        path: ['PASSWORD_SIGN_UP'],
        message: 'cannot be true when PASSWORD_SIGN_IN=false (nobody could sign in to the account)',
      });
    }
    if (env.PASSWORD_SIGN_IN === false && env.OIDC_ISSUER === undefined) {
      ctx.addIssue({
        code: 'custom',
        path: ['PASSWORD_SIGN_IN'],
        message: 'cannot be false without an identity provider (OIDC_ISSUER): nobody could sign in',
      });
    }
    // Half an S3 configuration would silently keep photos on local disk: name what is missing.
    const s3 = S3_VARIABLES.filter((name) => env[name] !== undefined);
    if (s3.length > 0 && s3.length < S3_VARIABLES.length) {
      const missing = S3_VARIABLES.filter((name) => env[name] === undefined);
      ctx.addIssue({
        code: 'custom',
        path: [missing.join(', ')],
        message: `${missing.length === 1 ? 'is' : 'are'} missing: S3 storage needs all of ${S3_VARIABLES.join(', ')}`,
      });
    }
  });

/** Sign-in with an identity provider, when OIDC_* is set (checked whole by the schema). */
export interface OidcConfig {
  issuer: string;
  clientId: string;
  clientSecret: string;
  /** The button's "Continue with {name}". */
  name: string;
  scopes: string[];
  /** PUBLIC_URL + the callback's path. */
  redirectUri: string;
  allowedDomains: string[];
  allowedGroups: string[];
  linkByEmail: boolean;
}

export type Env = z.infer<typeof envSchema> & {
  DATA_DIR: string;
  s3?: S3Config;
  oidc?: OidcConfig;
  passwordSignIn: boolean;
  passwordSignUp: boolean;
};

/** Thrown when the environment is invalid; its message is one human line. */
export class EnvError extends Error {}

/** Validates the environment once; a bad value becomes one line naming the variable. */
export function loadEnv(source: NodeJS.ProcessEnv = process.env): Env {
  const result = envSchema.safeParse(source);
  if (!result.success) {
    const problems = result.error.issues.map((issue) => {
      const name = issue.path.join('.') || 'environment';
      return `${name} ${issue.message}`;
    });
    throw new EnvError(`Invalid configuration: ${problems.join('; ')}.`);
  }
  return {
    ...result.data,
    DATA_DIR: path.resolve(result.data.DATA_DIR),
    AI_VISION_MODEL: result.data.AI_VISION_MODEL ?? result.data.AI_MODEL,
    s3: s3ConfigOf(result.data),
    oidc: oidcConfigOf(result.data),
    passwordSignIn: result.data.PASSWORD_SIGN_IN ?? true,
    passwordSignUp: result.data.PASSWORD_SIGN_UP ?? result.data.PASSWORD_SIGN_IN ?? true,
  };
}

/** The identity provider's settings when OIDC_* is set (the schema refuses a partial set). */
function oidcConfigOf(env: z.infer<typeof envSchema>): OidcConfig | undefined {
  const { OIDC_ISSUER, OIDC_CLIENT_ID, OIDC_CLIENT_SECRET, PUBLIC_URL } = env;
  if (!OIDC_ISSUER || !OIDC_CLIENT_ID || !OIDC_CLIENT_SECRET || !PUBLIC_URL) return undefined;
  return {
    issuer: OIDC_ISSUER,
    clientId: OIDC_CLIENT_ID,
    clientSecret: OIDC_CLIENT_SECRET,
    name: env.OIDC_NAME ?? new URL(OIDC_ISSUER).hostname,
    scopes: env.OIDC_SCOPES ?? ['openid', 'email', 'profile'],
    redirectUri: `${PUBLIC_URL}${OIDC_CALLBACK_PATH}`,
    allowedDomains: env.OIDC_ALLOWED_DOMAINS ?? [],
    allowedGroups: env.OIDC_ALLOWED_GROUPS ?? [],
    linkByEmail: env.OIDC_LINK_BY_EMAIL,
  };
}

/** The S3 blob store's settings when every S3_* variable is set (the schema refuses a partial set). */
function s3ConfigOf(env: z.infer<typeof envSchema>): S3Config | undefined {
  const { S3_ENDPOINT, S3_BUCKET, S3_REGION, S3_ACCESS_KEY_ID, S3_SECRET_ACCESS_KEY } = env;
  if (!S3_ENDPOINT || !S3_BUCKET || !S3_REGION || !S3_ACCESS_KEY_ID || !S3_SECRET_ACCESS_KEY)
    return undefined;
  return {
    endpoint: S3_ENDPOINT,
    bucket: S3_BUCKET,
    region: S3_REGION,
    accessKeyId: S3_ACCESS_KEY_ID,
    secretAccessKey: S3_SECRET_ACCESS_KEY,
    forcePathStyle: env.S3_FORCE_PATH_STYLE,
  };
}
