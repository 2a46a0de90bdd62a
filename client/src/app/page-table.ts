import { TODAY_SLOT } from '../../../contract/page-preloads.ts';
import { paths } from '../lib/paths.ts';

/**
 * - 'signed-in': inside the layout, behind the route guard
 * - 'guest': for visitors only; a signed-in user is sent home (the auth page)
 * - 'public': anyone, no layout (the vote page)
 */
export type RouteAccess = 'signed-in' | 'guest' | 'public';

export interface PageEntry {
  /** A wouter pattern: `:name` is one segment, `:name?` an optional one. */
  path: string;
  /** The page's module under `client/src/features/`, without `.tsx`. */
  page: string;
  /** The page component's named export. */
  exportName: string;
  access: RouteAccess;
  /**
   * The GET API URLs the page asks for on its first render, exactly as it asks them. The server
   * names them in the page it sends and the browser fetches them beside the page's scripts
   * (`<link rel="preload" as="fetch">`), so the data is in when the scripts have run instead of
   * one round trip later. Signed-in pages only; a test holds the list to the page's real requests.
   */
  data?: readonly string[];
}

/**
 * The screens that exist, as data: app/routes.tsx loads each page on first visit from it, and the
 * build (vite.config.ts) writes which files each page needs, so the server can name them in the
 * page it sends (`<link rel="modulepreload">`) and the browser fetches them at once. Unregistered
 * paths show the 404 page (inside the layout when signed in). Relative imports only: the build
 * config reads this file too.
 */
export const pageTable: readonly PageEntry[] = [
  { path: paths.auth, page: 'auth/auth-page', exportName: 'AuthPage', access: 'guest' },
  {
    path: paths.home,
    page: 'dashboard/dashboard-page',
    exportName: 'DashboardPage',
    access: 'signed-in',
    data: [
      '/api/wardrobe',
      '/api/ai/style-tip',
      '/api/ai/style-profile',
      '/api/outfits',
      '/api/fashion-insights',
      // The Today card's first look, for the browser's date (written in by the page's loader).
      `/api/today?date=${TODAY_SLOT}&look=0`,
    ],
  },
  {
    path: `${paths.wardrobe}/:itemId?`,
    page: 'wardrobe/wardrobe-page',
    exportName: 'WardrobePage',
    access: 'signed-in',
    data: ['/api/wardrobe'],
  },
  {
    path: paths.outfitGenerator,
    page: 'outfits/outfit-generator-page',
    exportName: 'OutfitGeneratorPage',
    access: 'signed-in',
  },
  {
    path: paths.alterEgos,
    page: 'alter-egos/alter-egos-page',
    exportName: 'AlterEgosPage',
    access: 'signed-in',
  },
  {
    path: paths.shopping,
    page: 'shopping/shopping-page',
    exportName: 'ShoppingPage',
    access: 'signed-in',
  },
  {
    path: paths.styleDiary,
    page: 'diary/diary-page',
    exportName: 'DiaryPage',
    access: 'signed-in',
  },
  {
    path: paths.sustainability,
    page: 'sustainability/sustainability-page',
    exportName: 'SustainabilityPage',
    access: 'signed-in',
  },
  {
    path: paths.marketplace,
    page: 'marketplace/marketplace-page',
    exportName: 'MarketplacePage',
    access: 'signed-in',
  },
  {
    path: paths.packingList,
    page: 'packing-lists/packing-lists-page',
    exportName: 'PackingListsPage',
    access: 'signed-in',
  },
  {
    path: paths.capsule,
    page: 'capsules/capsule-page',
    exportName: 'CapsulePage',
    access: 'signed-in',
  },
  {
    path: paths.calendar,
    page: 'calendar/calendar-page',
    exportName: 'CalendarPage',
    access: 'signed-in',
  },
  {
    path: paths.friendsRating,
    page: 'ratings/friends-rating-page',
    exportName: 'FriendsRatingPage',
    access: 'signed-in',
  },
  {
    path: paths.community,
    page: 'community/community-page',
    exportName: 'CommunityPage',
    access: 'signed-in',
  },
  {
    path: paths.settings,
    page: 'account/settings-page',
    exportName: 'SettingsPage',
    access: 'signed-in',
  },
  { path: paths.vote, page: 'ratings/vote-page', exportName: 'VotePage', access: 'public' },
];
