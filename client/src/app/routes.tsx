import type { ComponentType } from 'react';
import { AuthPage } from '@/features/auth/auth-page.tsx';
import { DashboardPage } from '@/features/dashboard/dashboard-page.tsx';
import { paths } from './paths.ts';

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
 * The screens that exist. A feature registers its page with one line, e.g.
 * `{ path: paths.wardrobe, component: WardrobePage, access: 'signed-in' }`
 * (a `lazy(() => import(...))` component works too). Unregistered paths show the 404 page.
 */
export const routes: AppRoute[] = [
  { path: paths.auth, component: AuthPage, access: 'guest' },
  { path: paths.home, component: DashboardPage, access: 'signed-in' },
];
