import { randomBytes } from 'node:crypto';
import path from 'node:path';
import cookie from '@fastify/cookie';
import Fastify, { type FastifyServerOptions } from 'fastify';
import type { Redis } from 'ioredis';
import type pg from 'pg';
import type { SignInMethods } from '../contract/auth-values.ts';
import type { Db } from './db/client.ts';
import type { OidcConfig } from './env.ts';
import {
  DEFAULT_EXPORT_LIMITS,
  type ExportLimits,
} from './features/account/export/export-limits.ts';
import {
  DEFAULT_IMPORT_LIMITS,
  type ImportLimits,
} from './features/account/import/import-limits.ts';
import { DEFAULT_SESSION_MAX_AGE_DAYS } from './features/auth/service.ts';
import {
  DEFAULT_PUSH_CONTACT,
  PUSH_TIMEOUT_MS,
  type PushOptions,
} from './features/notifications/push-sender.ts';
import { DEFAULT_RATING_LIMITS, type RatingLimits } from './features/ratings/routes.ts';
import {
  DEFAULT_ACCOUNT_LIMITS,
  registerAccountLimits,
  type AccountLimits,
} from './http/account-limits.ts';
import {
  DEFAULT_GENERATION_LIMITS,
  registerGenerationLimits,
  type GenerationLimits,
} from './http/generation-limits.ts';
import { trustProxyOption, type TrustProxy } from './http/client-address.ts';
import { registerCompression } from './http/compression.ts';
import { registerErrorHandler } from './http/errors.ts';
import { registerOpenApi } from './http/openapi.ts';
import { registerOriginCheck } from './http/origin-check.ts';
import { registerRateLimit, type RateLimits } from './http/rate-limit.ts';
import { registerRouteKit } from './http/route-kit.ts';
import { registerSecurityHeaders } from './http/security-headers.ts';
import {
  DEFAULT_SERVER_TIMEOUTS,
  serverTimeoutOptions,
  type ServerTimeouts,
} from './http/server-timeouts.ts';
import { registerSessionHooks } from './http/session.ts';
import { registerSpa } from './shell/spa.ts';
import { systemClock, type Clock } from './lib/clock.ts';
import { DAY_MS } from './lib/dates.ts';
import { createPhotos } from './photos/photos.ts';
import { ROUTES, type RouteContext } from './routes.ts';
import { createServices } from './services.ts';
import { cachedWeather } from './weather/cached-weather.ts';
import type { WeatherProvider } from './weather/open-meteo.ts';
import type { BlobStore } from './storage/blob-store.ts';
import { createLocalDiskBlobStore } from './storage/local-disk-blob-store.ts';
import { createMeteredBlobStore, DEFAULT_STORAGE_QUOTA_MB } from './storage/metered-blob-store.ts';
import { createStorageLedger } from './storage/storage-ledger.ts';
import { createSigner } from './storage/signer.ts';
import { createUploads } from './storage/uploads.ts';
import { createLocalStylist } from './stylist/local/local-stylist.ts';
import type { GarmentVision, Stylist } from './stylist/stylist.ts';

export const JSON_BODY_LIMIT = 1024 * 1024;

export interface AppDeps {
  db: Db;
  pool: pg.Pool;
  clock?: Clock;
  /** Folder of the built client; null serves the API alone. */
  clientDir?: string | null;
  /**
   * TRUST_PROXY: the hops of proxies in front (a number), their addresses or CIDRs, or true for
   * every hop. Per-IP limits count the client they name (`request.ip`).
   */
  trustProxy?: TrustProxy;
  /** SESSION_MAX_AGE_DAYS: a session ends this long after its sign-in, however often used. */
  sessionMaxAgeDays?: number;
  logger?: FastifyServerOptions['logger'];
  rateLimits?: Partial<RateLimits>;
  /** How often expired sessions are deleted; off when unset (tests). */
  sessionPruneMs?: number;
  /** DATA_DIR: photos go to DATA_DIR/uploads unless a blobStore is given. Defaults to ./data. */
  dataDir?: string;
  blobStore?: BlobStore;
  /** STORAGE_QUOTA_MB in bytes: what one account's files may take (storage/metered-blob-store.ts). */
  storageQuotaBytes?: number;
  /** REDIS_URL's client: rate-limit counters shared by every instance. Closed with the app. */
  redis?: Redis;
  stylist?: Stylist;
  /**
   * The offline cut-out and garment classifier. The wardrobe stores cut-outs with it; pass the same
   * one to the local stylist (`recognizeGarment: vision.recognizer`) so a photo is read only once.
   * The default stylist is built on it.
   */
  vision?: GarmentVision;
  /** Stylist generations per user and kind (outfits, insights, shopping, alter egos). */
  generationLimits?: Partial<GenerationLimits>;
  /** Scans, new items, style tips, similar pieces and upload links per user (`http/account-limits.ts`). */
  accountLimits?: Partial<AccountLimits>;
  /** Signs upload and photo links (APP_SECRET). Random per process when unset: links die on restart. */
  signingSecret?: string;
  /** How often abandoned uploads are removed; off when unset (tests). */
  uploadPruneMs?: number;
  /** Check every JSON answer against its contract schema (tests); off in production for speed. */
  checkResponses?: boolean;
  /** Throttles of the public vote page (per IP). */
  ratingLimits?: Partial<RatingLimits>;
  /** How long a client may take to send headers and body, and keep an idle connection. */
  serverTimeouts?: ServerTimeouts;
  /** Limits of a data import (the zip's size, files, ratio); tests lower them. */
  importLimits?: Partial<ImportLimits>;
  /** Limits of a data export (per hour, a stalled download's timeout, the data's size). */
  exportLimits?: Partial<ExportLimits>;
  /** The forecast provider (WEATHER_URL); none: weather stays manual. Cached per place and hour. */
  weather?: WeatherProvider | null;
  /** MORNING_NOTIFICATIONS: false and the server sends no notification (Settings says so). */
  morningNotifications?: boolean;
  /** How push services are reached: PUSH_CONTACT, the timeout, a TLS agent (tests trust theirs). */
  push?: Partial<PushOptions>;
  /** How often the morning notification's due pass runs; off when unset (tests call runDue). */
  morningPassMs?: number;
  /** Sign-in with an OpenID Connect provider (OIDC_*); none when unset. */
  oidc?: OidcConfig | null;
  /** PASSWORD_SIGN_IN: false and only the identity provider signs people in. */
  passwordSignIn?: boolean;
  /** PASSWORD_SIGN_UP: false and no account is made with a password. */
  passwordSignUp?: boolean;
}

export const DEFAULT_RATE_LIMITS: RateLimits = {
  authPerIp: 100,
  authPerUsername: 10,
  windowMs: 15 * 60 * 1000,
};

/** Builds the Fastify app from its dependencies; main.ts and the tests both call this. */
export async function buildApp(deps: AppDeps) {
  const app = Fastify({
    logger: deps.logger ?? false,
    trustProxy: trustProxyOption(deps.trustProxy ?? false),
    bodyLimit: JSON_BODY_LIMIT,
    ...serverTimeoutOptions(deps.serverTimeouts ?? DEFAULT_SERVER_TIMEOUTS),
  });
  const clock = deps.clock ?? systemClock;
  const blobs = createMeteredBlobStore(
    deps.blobStore ??
      createLocalDiskBlobStore(path.join(path.resolve(deps.dataDir ?? 'data'), 'uploads')),
    createStorageLedger(deps.db),
    deps.storageQuotaBytes ?? DEFAULT_STORAGE_QUOTA_MB * 1024 * 1024,
  );
  // Files stored before the ledger existed are counted once, in the background.
  app.addHook('onReady', async () => {
    blobs
      .countStoredFiles()
      .catch((error: unknown) => app.log.warn({ err: error }, 'could not count stored files'));
  });
  const signer = createSigner(deps.signingSecret ?? randomBytes(32).toString('base64url'));
  const uploads = createUploads({ blobs, signer, clock });
  const vision = deps.vision ?? null;
  const importLimits = { ...DEFAULT_IMPORT_LIMITS, ...deps.importLimits };
  const exportLimits = { ...DEFAULT_EXPORT_LIMITS, ...deps.exportLimits };
  const signIn = {
    oidc: deps.oidc ?? null,
    passwordSignIn: deps.passwordSignIn ?? true,
    passwordSignUp: deps.passwordSignUp ?? deps.passwordSignIn ?? true,
  };
  const signInMethods: SignInMethods = {
    provider: signIn.oidc?.name ?? null,
    passwordSignIn: signIn.passwordSignIn,
    passwordSignUp: signIn.passwordSignUp,
  };
  const services = createServices({
    db: deps.db,
    pool: deps.pool,
    clock,
    log: app.log,
    photos: createPhotos({ blobs, uploads, signer, log: app.log }),
    blobs,
    stylist: deps.stylist ?? createLocalStylist({ recognizeGarment: vision?.recognizer }),
    vision,
    sessionMaxAgeMs: (deps.sessionMaxAgeDays ?? DEFAULT_SESSION_MAX_AGE_DAYS) * DAY_MS,
    signIn,
    importLimits,
    exportLimits,
    weather: deps.weather ? cachedWeather(deps.weather, clock) : null,
    notifications: {
      available: deps.morningNotifications ?? true,
      push: { contact: DEFAULT_PUSH_CONTACT, timeoutMs: PUSH_TIMEOUT_MS, ...deps.push },
    },
  });
  const { auth, apiTokens, wardrobe } = services;

  // The API speaks JSON (and multipart where it takes files); plain text is refused with 415.
  app.removeContentTypeParser('text/plain');
  registerErrorHandler(app, { pool: deps.pool });
  registerRouteKit(app, { checkResponses: deps.checkResponses ?? false });
  await registerSecurityHeaders(app);
  await registerCompression(app);
  await app.register(cookie);
  await registerRateLimit(app, { redis: deps.redis });
  registerAccountLimits(app, { ...DEFAULT_ACCOUNT_LIMITS, ...deps.accountLimits });
  const generation = registerGenerationLimits(app, {
    ...DEFAULT_GENERATION_LIMITS,
    ...deps.generationLimits,
  });
  registerOriginCheck(app);
  const rateLimits = { ...DEFAULT_RATE_LIMITS, ...deps.rateLimits };
  // A client's failed bearer tokens are throttled like its sign-in attempts.
  registerSessionHooks(app, auth, apiTokens, {
    max: rateLimits.authPerIp,
    windowMs: rateLimits.windowMs,
  });
  await registerOpenApi(app);

  const context: RouteContext = {
    services,
    pool: deps.pool,
    clock,
    blobs,
    signer,
    uploads,
    rateLimits,
    signInMethods,
    generation,
    ratingLimits: { ...DEFAULT_RATING_LIMITS, ...deps.ratingLimits },
    importLimits,
    exportLimits,
  };
  for (const register of ROUTES) await register(app, context);
  // Photos a stop left unread are read now; a stop lets the one being read finish (briefly).
  app.addHook('onReady', async () => {
    wardrobe
      .resumePhotoReading()
      .catch((error: unknown) => app.log.warn({ err: error }, 'could not resume photo reading'));
  });
  app.addHook('onClose', async () => wardrobe.closePhotoReading());

  await registerSpa(app, deps.clientDir ?? null, auth, signInMethods);

  if (deps.sessionPruneMs) {
    const timer = setInterval(() => {
      auth
        .pruneExpiredSessions()
        .catch((error: unknown) => app.log.warn({ err: error }, 'session prune failed'));
    }, deps.sessionPruneMs);
    timer.unref();
    app.addHook('onClose', async () => clearInterval(timer));
  }
  if (deps.uploadPruneMs) {
    const timer = setInterval(() => {
      uploads
        .pruneAbandoned()
        .catch((error: unknown) => app.log.warn({ err: error }, 'upload prune failed'));
    }, deps.uploadPruneMs);
    timer.unref();
    app.addHook('onClose', async () => clearInterval(timer));
  }
  if (deps.morningPassMs) {
    // Every instance runs it; the claim in the database lets each user's day through once.
    const { notifications } = services;
    let passing = false;
    const pass = () => {
      if (passing) return; // a long pass is not doubled on this instance
      passing = true;
      notifications
        .runDue()
        .catch((error: unknown) => app.log.warn({ err: error }, 'morning notification pass failed'))
        .finally(() => (passing = false));
    };
    const timer = setInterval(pass, deps.morningPassMs);
    timer.unref();
    // A day whose send time passed while the server was down is sent now (that same day only).
    app.addHook('onReady', async () => pass());
    app.addHook('onClose', async () => clearInterval(timer));
  }
  return app;
}

export type App = Awaited<ReturnType<typeof buildApp>>;
