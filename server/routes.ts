import type { FastifyInstance } from 'fastify';
import type pg from 'pg';
import type { SignInMethods } from '../contract/auth-values.ts';
import type { ExportLimits } from './features/account/export/export-limits.ts';
import type { ImportLimits } from './features/account/import/import-limits.ts';
import { registerAccountRoutes } from './features/account/routes.ts';
import { registerAiRoutes } from './features/ai/routes.ts';
import { registerApiTokenRoutes } from './features/api-tokens/routes.ts';
import { registerAlterEgoRoutes } from './features/alter-egos/routes.ts';
import { registerAuthRoutes } from './features/auth/routes.ts';
import { registerCalendarRoutes } from './features/calendar/routes.ts';
import { registerCapsuleRoutes } from './features/capsules/routes.ts';
import { registerCommunityRoutes } from './features/community/routes.ts';
import { registerDiaryRoutes } from './features/diary/routes.ts';
import { registerHealthRoutes } from './features/health/routes.ts';
import { registerInsightRoutes } from './features/insights/routes.ts';
import { registerMarketplaceRoutes } from './features/marketplace/routes.ts';
import { registerMcpRoutes } from './features/mcp/routes.ts';
import { registerNotificationRoutes } from './features/notifications/routes.ts';
import { registerOidcRoutes } from './features/oidc/routes.ts';
import { registerOutfitRoutes } from './features/outfits/routes.ts';
import { registerPackingListRoutes } from './features/packing-lists/routes.ts';
import { registerPreferencesRoutes } from './features/preferences/routes.ts';
import { registerRatingRoutes, type RatingLimits } from './features/ratings/routes.ts';
import { registerShoppingRoutes } from './features/shopping/routes.ts';
import { registerSustainabilityRoutes } from './features/sustainability/routes.ts';
import { registerTodayRoutes } from './features/today/routes.ts';
import { registerWardrobeRoutes } from './features/wardrobe/routes.ts';
import { registerWeatherRoutes } from './features/weather/routes.ts';
import type { GenerationLimiter } from './http/generation-limits.ts';
import type { RateLimits } from './http/rate-limit.ts';
import type { Clock } from './lib/clock.ts';
import type { Services } from './services.ts';
import { registerBlobRoutes } from './storage/blob-routes.ts';
import type { BlobStore } from './storage/blob-store.ts';
import type { Signer } from './storage/signer.ts';
import { registerUploadRoutes } from './storage/upload-routes.ts';
import type { Uploads } from './storage/uploads.ts';

/** What the routes are given: the services, and the limits and stores a route checks itself. */
export interface RouteContext {
  services: Services;
  pool: pg.Pool;
  clock: Clock;
  blobs: BlobStore;
  signer: Signer;
  uploads: Uploads;
  /** How people sign in here (the identity provider's name, the password forms). */
  signInMethods: SignInMethods;
  /** The sign-in throttles (per IP, per username). */
  rateLimits: RateLimits;
  /** Stylist generations per user and kind, for a route that counts only some calls. */
  generation: GenerationLimiter;
  ratingLimits: RatingLimits;
  importLimits: ImportLimits;
  exportLimits: ExportLimits;
}

type RegisterRoutes = (app: FastifyInstance, context: RouteContext) => void | Promise<void>;

/** Every route of the API, registered in this order by app.ts (the page shell comes after). */
export const ROUTES: readonly RegisterRoutes[] = [
  (app, { pool }) => registerHealthRoutes(app, pool),
  (app, { services, rateLimits, signInMethods }) =>
    registerAuthRoutes(app, services.auth, rateLimits, signInMethods),
  (app, { services, signer, clock }) => registerOidcRoutes(app, services.oidc, { signer, clock }),
  (app, { services }) => registerApiTokenRoutes(app, services.apiTokens),
  (app, { blobs, signer, clock }) => registerBlobRoutes(app, blobs, signer, clock),
  (app, { uploads }) => registerUploadRoutes(app, uploads),
  (app, { services }) => registerPreferencesRoutes(app, services.preferences),
  (app, { services }) => registerWardrobeRoutes(app, services.wardrobe),
  (app, { services, generation }) => registerAlterEgoRoutes(app, services.alterEgos, generation),
  (app, { services }) => registerOutfitRoutes(app, services.outfits),
  (app, { services }) => registerAiRoutes(app, services.ai),
  (app, { services }) => registerInsightRoutes(app, services.insights),
  (app, { services }) => registerShoppingRoutes(app, services.shopping),
  (app, { services }) => registerPackingListRoutes(app, services.packingLists),
  (app, { services }) => registerCapsuleRoutes(app, services.capsules),
  (app, { services }) => registerCalendarRoutes(app, services.calendar),
  (app, { services }) => registerWeatherRoutes(app, services.weather),
  (app, { services }) => registerTodayRoutes(app, services.today),
  (app, { services }) => registerNotificationRoutes(app, services.notifications),
  (app, { services, ratingLimits }) => registerRatingRoutes(app, services.ratings, ratingLimits),
  (app, { services }) => registerCommunityRoutes(app, services.community),
  (app, { services }) => registerDiaryRoutes(app, services.diary),
  (app, { services }) => registerSustainabilityRoutes(app, services.sustainability),
  (app, { services }) => registerMarketplaceRoutes(app, services.marketplace),
  (app, { services }) => registerMcpRoutes(app, services.mcp),
  (app, { services, rateLimits, importLimits, exportLimits }) =>
    registerAccountRoutes(app, services.account, {
      limits: rateLimits,
      importLimits,
      exportLimits,
    }),
];
