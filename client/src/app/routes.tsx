import { lazy, type ComponentType } from 'react';
import { paths } from '@/lib/paths.ts';

/**
 * - 'signed-in': inside the layout, behind the route guard
 * - 'guest': for visitors only; a signed-in user is sent home (the auth page)
 * - 'public': anyone, no layout (the vote page)
 */
export type RouteAccess = 'signed-in' | 'guest' | 'public';

export interface AppRoute {
  path: string;
  component: ComponentType;
  access: RouteAccess;
}

/**
 * A page loaded on first visit, so each screen's code stays out of the first download.
 * `name` is the page's named export.
 */
function lazyPage<Name extends string, Module extends Record<Name, ComponentType>>(
  load: () => Promise<Module>,
  name: Name,
): ComponentType {
  return lazy(async () => {
    const page: ComponentType = (await load())[name];
    return { default: page };
  });
}

/**
 * The screens that exist. A feature registers its page with one line, e.g.
 * `{ path: paths.wardrobe, component: lazyPage(() => import('@/features/wardrobe/wardrobe-page.tsx'), 'WardrobePage'), access: 'signed-in' }`.
 * Unregistered paths show the 404 page (inside the layout when signed in). The sign-in page is
 * loaded on demand too, so a signed-in visit never downloads its forms.
 */
export const routes: AppRoute[] = [
  {
    path: paths.auth,
    component: lazyPage(() => import('@/features/auth/auth-page.tsx'), 'AuthPage'),
    access: 'guest',
  },
  {
    path: paths.home,
    component: lazyPage(() => import('@/features/dashboard/dashboard-page.tsx'), 'DashboardPage'),
    access: 'signed-in',
  },
  {
    path: `${paths.wardrobe}/:itemId?`,
    component: lazyPage(() => import('@/features/wardrobe/wardrobe-page.tsx'), 'WardrobePage'),
    access: 'signed-in',
  },
  {
    path: paths.outfitGenerator,
    component: lazyPage(
      () => import('@/features/outfits/outfit-generator-page.tsx'),
      'OutfitGeneratorPage',
    ),
    access: 'signed-in',
  },
  {
    path: paths.alterEgos,
    component: lazyPage(() => import('@/features/alter-egos/alter-egos-page.tsx'), 'AlterEgosPage'),
    access: 'signed-in',
  },
  {
    path: paths.shopping,
    component: lazyPage(() => import('@/features/shopping/shopping-page.tsx'), 'ShoppingPage'),
    access: 'signed-in',
  },
  {
    path: paths.styleDiary,
    component: lazyPage(() => import('@/features/diary/diary-page.tsx'), 'DiaryPage'),
    access: 'signed-in',
  },
  {
    path: paths.sustainability,
    component: lazyPage(
      () => import('@/features/sustainability/sustainability-page.tsx'),
      'SustainabilityPage',
    ),
    access: 'signed-in',
  },
  {
    path: paths.marketplace,
    component: lazyPage(
      () => import('@/features/marketplace/marketplace-page.tsx'),
      'MarketplacePage',
    ),
    access: 'signed-in',
  },
  {
    path: paths.packingList,
    component: lazyPage(
      () => import('@/features/packing-lists/packing-lists-page.tsx'),
      'PackingListsPage',
    ),
    access: 'signed-in',
  },
  {
    path: paths.capsule,
    component: lazyPage(() => import('@/features/capsules/capsule-page.tsx'), 'CapsulePage'),
    access: 'signed-in',
  },
  {
    path: paths.calendar,
    component: lazyPage(() => import('@/features/calendar/calendar-page.tsx'), 'CalendarPage'),
    access: 'signed-in',
  },
  {
    path: paths.friendsRating,
    component: lazyPage(
      () => import('@/features/ratings/friends-rating-page.tsx'),
      'FriendsRatingPage',
    ),
    access: 'signed-in',
  },
  {
    path: paths.community,
    component: lazyPage(() => import('@/features/community/community-page.tsx'), 'CommunityPage'),
    access: 'signed-in',
  },
  {
    path: paths.settings,
    component: lazyPage(() => import('@/features/account/settings-page.tsx'), 'SettingsPage'),
    access: 'signed-in',
  },
  {
    path: paths.vote,
    component: lazyPage(() => import('@/features/ratings/vote-page.tsx'), 'VotePage'),
    access: 'public',
  },
];
