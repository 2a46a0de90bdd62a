import type { FastifyBaseLogger } from 'fastify';
import type pg from 'pg';
import type { Db } from './db/client.ts';
import type { OidcConfig } from './env.ts';
import type { ExportLimits } from './features/account/export/export-limits.ts';
import type { ImportLimits } from './features/account/import/import-limits.ts';
import { createAccountService } from './features/account/service.ts';
import { createAiService } from './features/ai/service.ts';
import { createApiTokensService } from './features/api-tokens/service.ts';
import { createAlterEgosService } from './features/alter-egos/service.ts';
import { createAuthService } from './features/auth/service.ts';
import { createCalendarService } from './features/calendar/service.ts';
import { createCapsulesService } from './features/capsules/service.ts';
import { createCommunityService } from './features/community/service.ts';
import { createDiaryService } from './features/diary/service.ts';
import { createInsightsService } from './features/insights/service.ts';
import { createMarketplaceService } from './features/marketplace/service.ts';
import { createMcpService } from './features/mcp/service.ts';
import type { PushOptions } from './features/notifications/push-sender.ts';
import { createNotificationsService } from './features/notifications/service.ts';
import { createOidcClient } from './features/oidc/oidc-client.ts';
import { createOidcService } from './features/oidc/service.ts';
import { createOutfitsService } from './features/outfits/service.ts';
import { createPackingListsService } from './features/packing-lists/service.ts';
import { createPreferencesService } from './features/preferences/service.ts';
import { createRatingsService } from './features/ratings/service.ts';
import { createShoppingService } from './features/shopping/service.ts';
import { createSustainabilityService } from './features/sustainability/service.ts';
import { createTodayService } from './features/today/service.ts';
import { createWardrobeService } from './features/wardrobe/service.ts';
import { createWeatherService } from './features/weather/service.ts';
import type { Clock } from './lib/clock.ts';
import type { Photos } from './photos/photos.ts';
import type { MeteredBlobStore } from './storage/metered-blob-store.ts';
import type { GarmentVision, Stylist } from './stylist/stylist.ts';
import type { WeatherProvider } from './weather/open-meteo.ts';

/** What the services are built on: the database, the clock, the photos and the stylist. */
export interface ServiceDeps {
  db: Db;
  pool: pg.Pool;
  clock: Clock;
  log: FastifyBaseLogger;
  photos: Photos;
  /** What each account's stored files take (the account's storage usage). */
  blobs: Pick<MeteredBlobStore, 'usage'>;
  stylist: Stylist;
  vision: GarmentVision | null;
  /** A session ends this long after its sign-in. */
  sessionMaxAgeMs: number;
  /** How people sign in: the identity provider (OIDC_*, or null) and the password forms. */
  signIn: { oidc: OidcConfig | null; passwordSignIn: boolean; passwordSignUp: boolean };
  importLimits: ImportLimits;
  exportLimits: ExportLimits;
  /** The forecast provider, cached; null without WEATHER_URL. */
  weather: WeatherProvider | null;
  /** The morning notification: whether this server sends it (MORNING_NOTIFICATIONS), and how. */
  notifications: { available: boolean; push: PushOptions };
}

/**
 * Every feature's service, each built once: a feature that uses another is given that one
 * (outfits uses the wardrobe and alter egos; the calendar, ratings and community use outfits).
 */
export function createServices(deps: ServiceDeps) {
  const { db, pool, clock, log, photos, stylist, vision } = deps;
  const auth = createAuthService({
    db,
    clock,
    maxAgeMs: deps.sessionMaxAgeMs,
    passwordSignIn: deps.signIn.passwordSignIn,
    passwordSignUp: deps.signIn.passwordSignUp,
  });
  const { oidc: oidcConfig } = deps.signIn;
  const oidc = createOidcService({
    db,
    clock,
    rules: oidcConfig,
    client: oidcConfig ? createOidcClient(oidcConfig, clock) : null,
    auth,
  });
  const apiTokens = createApiTokensService({ db, clock });
  const preferences = createPreferencesService({ db, clock });
  const wardrobe = createWardrobeService({
    db,
    pool,
    photos,
    stylist,
    clock,
    log,
    vision,
    preferences,
  });
  const alterEgos = createAlterEgosService({ db, stylist, wardrobe });
  const outfits = createOutfitsService({ db, stylist, wardrobe, alterEgos, clock });
  const calendar = createCalendarService({ db, outfits, wardrobe, clock });
  const weather = createWeatherService({
    db,
    clock,
    provider: deps.weather,
    stylist,
    wardrobe,
    calendar,
    outfits,
  });
  const today = createTodayService({ clock, weather, calendar, outfits, wardrobe });
  return {
    auth,
    oidc,
    apiTokens,
    preferences,
    wardrobe,
    alterEgos,
    outfits,
    ai: createAiService({ stylist, wardrobe, clock }),
    insights: createInsightsService({ db, stylist, wardrobe, clock }),
    shopping: createShoppingService({ db, stylist, wardrobe, clock }),
    packingLists: createPackingListsService({ db, stylist, wardrobe }),
    capsules: createCapsulesService({ db, stylist, wardrobe, clock }),
    calendar,
    weather,
    today,
    notifications: createNotificationsService({
      db,
      clock,
      log,
      today,
      available: deps.notifications.available,
      push: deps.notifications.push,
    }),
    ratings: createRatingsService({ db, photos, outfits, wardrobe }),
    community: createCommunityService({ db, photos, outfits, wardrobe, clock }),
    diary: createDiaryService({ db, photos, stylist, wardrobe }),
    sustainability: createSustainabilityService({ db, clock }),
    marketplace: createMarketplaceService({ db, photos, wardrobe, clock }),
    mcp: createMcpService({ photos, clock }),
    account: createAccountService({
      db,
      clock,
      photos,
      importLimits: deps.importLimits,
      exportLimits: deps.exportLimits,
      storage: deps.blobs,
    }),
  };
}

export type Services = ReturnType<typeof createServices>;
