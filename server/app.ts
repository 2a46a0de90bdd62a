import { randomBytes } from 'node:crypto';
import path from 'node:path';
import cookie from '@fastify/cookie';
import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify';
import type { Redis } from 'ioredis';
import type pg from 'pg';
import type { Db } from './db/client.ts';
import { registerAiRoutes } from './features/ai/routes.ts';
import { createAiService } from './features/ai/service.ts';
import {
  DEFAULT_ACCOUNT_LIMITS,
  registerAccountLimits,
  type AccountLimits,
} from './http/account-limits.ts';
import {
  createGenerationLimiter,
  DEFAULT_GENERATION_LIMITS,
  type GenerationLimits,
} from './http/generation-limits.ts';
import {
  DEFAULT_IMPORT_LIMITS,
  type ImportLimits,
} from './features/account/import/import-limits.ts';
import {
  DEFAULT_EXPORT_LIMITS,
  type ExportLimits,
} from './features/account/export/export-limits.ts';
import { registerAccountRoutes } from './features/account/routes.ts';
import { createAccountService } from './features/account/service.ts';
import { registerAlterEgoRoutes } from './features/alter-egos/routes.ts';
import { createAlterEgosService } from './features/alter-egos/service.ts';
import { registerAuthRoutes } from './features/auth/routes.ts';
import { createAuthService, DEFAULT_SESSION_MAX_AGE_DAYS } from './features/auth/service.ts';
import { registerDiaryRoutes } from './features/diary/routes.ts';
import { createDiaryService } from './features/diary/service.ts';
import { registerHealthRoutes } from './features/health/routes.ts';
import { registerMarketplaceRoutes } from './features/marketplace/routes.ts';
import { createMarketplaceService } from './features/marketplace/service.ts';
import { registerSustainabilityRoutes } from './features/sustainability/routes.ts';
import { createSustainabilityService } from './features/sustainability/service.ts';
import { registerInsightRoutes } from './features/insights/routes.ts';
import { createInsightsService } from './features/insights/service.ts';
import { registerOutfitRoutes } from './features/outfits/routes.ts';
import { createOutfitsService, type OutfitsService } from './features/outfits/service.ts';
import { registerPreferencesRoutes } from './features/preferences/routes.ts';
import {
  DEFAULT_RATING_LIMITS,
  registerRatingRoutes,
  type RatingLimits,
} from './features/ratings/routes.ts';
import { createRatingsService } from './features/ratings/service.ts';
import { registerCommunityRoutes } from './features/community/routes.ts';
import { createCommunityService } from './features/community/service.ts';
import { createPreferencesService } from './features/preferences/service.ts';
import { registerCalendarRoutes } from './features/calendar/routes.ts';
import { createCalendarService } from './features/calendar/service.ts';
import { registerCapsuleRoutes } from './features/capsules/routes.ts';
import { createCapsulesService } from './features/capsules/service.ts';
import { registerPackingListRoutes } from './features/packing-lists/routes.ts';
import { createPackingListsService } from './features/packing-lists/service.ts';
import { registerShoppingRoutes } from './features/shopping/routes.ts';
import { createShoppingService } from './features/shopping/service.ts';
import { registerWardrobeRoutes } from './features/wardrobe/routes.ts';
import { createWardrobeService, type WardrobeService } from './features/wardrobe/service.ts';
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
import { registerSpa } from './http/spa.ts';
import { systemClock, type Clock } from './lib/clock.ts';
import { DAY_MS } from './lib/dates.ts';
import { createPhotos } from './photos/photos.ts';
import { registerBlobRoutes } from './storage/blob-routes.ts';
import type { BlobStore } from './storage/blob-store.ts';
import { createLocalDiskBlobStore } from './storage/local-disk-blob-store.ts';
import { createMeteredBlobStore, DEFAULT_STORAGE_QUOTA_MB } from './storage/metered-blob-store.ts';
import { createStorageLedger } from './storage/storage-ledger.ts';
import { createSigner } from './storage/signer.ts';
import { registerUploadRoutes } from './storage/upload-routes.ts';
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
  const limits = { ...DEFAULT_RATE_LIMITS, ...deps.rateLimits };
  const auth = createAuthService({
    db: deps.db,
    clock,
    maxAgeMs: (deps.sessionMaxAgeDays ?? DEFAULT_SESSION_MAX_AGE_DAYS) * DAY_MS,
  });
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

  // The API speaks JSON (and multipart where it takes files); plain text is refused with 415.
  app.removeContentTypeParser('text/plain');
  registerErrorHandler(app, { pool: deps.pool });
  registerRouteKit(app, { checkResponses: deps.checkResponses ?? false });
  await registerSecurityHeaders(app);
  await registerCompression(app);
  await app.register(cookie);
  await registerRateLimit(app, { redis: deps.redis });
  registerAccountLimits(app, { ...DEFAULT_ACCOUNT_LIMITS, ...deps.accountLimits });
  registerOriginCheck(app);
  registerSessionHooks(app, auth);
  await registerOpenApi(app);

  registerHealthRoutes(app, deps.pool);
  registerAuthRoutes(app, auth, limits);
  registerBlobRoutes(app, blobs, signer, clock);
  await registerUploadRoutes(app, uploads);
  const vision = deps.vision ?? null;
  const stylist = deps.stylist ?? createLocalStylist({ recognizeGarment: vision?.recognizer });
  const preferences = createPreferencesService({ db: deps.db, clock });
  registerPreferencesRoutes(app, preferences);
  const photos = createPhotos({ blobs, uploads, signer, log: app.log });
  const wardrobe = createWardrobeService({
    db: deps.db,
    pool: deps.pool,
    photos,
    stylist,
    clock,
    log: app.log,
    vision,
    preferences,
  });
  await registerWardrobeRoutes(app, wardrobe);
  // Photos a stop left unread are read now; a stop lets the one being read finish (briefly).
  app.addHook('onReady', async () => {
    wardrobe
      .resumePhotoReading()
      .catch((error: unknown) => app.log.warn({ err: error }, 'could not resume photo reading'));
  });
  app.addHook('onClose', async () => wardrobe.closePhotoReading());
  const outfits = registerStylistFeatures(app, {
    db: deps.db,
    stylist,
    wardrobe,
    clock,
    limits: deps.generationLimits,
  });
  registerRatingRoutes(app, createRatingsService({ db: deps.db, photos, outfits, wardrobe }), {
    ...DEFAULT_RATING_LIMITS,
    ...deps.ratingLimits,
  });
  registerCommunityRoutes(
    app,
    createCommunityService({ db: deps.db, photos, outfits, wardrobe, clock }),
  );
  await registerDiaryRoutes(app, createDiaryService({ db: deps.db, photos, stylist, wardrobe }));
  registerSustainabilityRoutes(app, createSustainabilityService({ db: deps.db, clock }));
  await registerMarketplaceRoutes(
    app,
    createMarketplaceService({ db: deps.db, photos, wardrobe, clock }),
  );
  const importLimits = { ...DEFAULT_IMPORT_LIMITS, ...deps.importLimits };
  const exportLimits = { ...DEFAULT_EXPORT_LIMITS, ...deps.exportLimits };
  const account = createAccountService({
    db: deps.db,
    clock,
    photos,
    importLimits,
    exportLimits,
    storage: blobs,
  });
  await registerAccountRoutes(app, account, { limits, importLimits, exportLimits });

  await registerSpa(app, deps.clientDir ?? null, auth);

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
  return app;
}

export type App = Awaited<ReturnType<typeof buildApp>>;

interface StylistFeatureDeps {
  db: Db;
  stylist: Stylist;
  wardrobe: WardrobeService;
  clock: Clock;
  limits?: Partial<GenerationLimits>;
}

/** The stylist's features: outfits, alter egos, the style tip and profile, insights, shopping. */
function registerStylistFeatures(
  app: FastifyInstance,
  { db, stylist, wardrobe, clock, limits }: StylistFeatureDeps,
): OutfitsService {
  const generation = createGenerationLimiter(app, { ...DEFAULT_GENERATION_LIMITS, ...limits });
  const alterEgos = createAlterEgosService({ db, stylist, wardrobe });
  registerAlterEgoRoutes(app, alterEgos, generation);
  registerOutfitRoutes(
    app,
    createOutfitsService({ db, stylist, wardrobe, alterEgos, clock }),
    generation,
  );
  registerAiRoutes(app, createAiService({ stylist, wardrobe, clock }));
  registerInsightRoutes(app, createInsightsService({ db, stylist, wardrobe, clock }), generation);
  registerShoppingRoutes(app, createShoppingService({ db, stylist, wardrobe, clock }), generation);
  registerPackingListRoutes(app, createPackingListsService({ db, stylist, wardrobe }));
  registerCapsuleRoutes(app, createCapsulesService({ db, stylist, wardrobe, clock }), generation);
  // The calendar reads saved outfits through the outfits service (stateless: its own instance).
  const outfits = createOutfitsService({ db, stylist, wardrobe, alterEgos, clock });
  registerCalendarRoutes(app, createCalendarService({ db, outfits, wardrobe, clock }));
  return outfits;
}
