import { lazy, Suspense } from 'react';
import { Route, Switch } from 'wouter';
import { GuestRoute } from './guest-route.tsx';
import { NotFoundPage } from './not-found-page.tsx';
import { PageSpinner } from './page-spinner.tsx';
import { ProtectedRoute } from './protected-route.tsx';
import { routes } from './routes.tsx';

// The signed-in frame (sidebar, menus, tooltips) is not part of the sign-in page's download.
const AppLayout = lazy(async () => ({
  default: (await import('./layout/app-layout.tsx')).AppLayout,
}));

const outsideLayout = routes.filter((route) => route.access !== 'signed-in');
const insideLayout = routes.filter((route) => route.access === 'signed-in');

/** Public and guest pages stand alone; every other path is signed-in and shown inside the layout. */
export function AppRouter() {
  return (
    <Suspense fallback={<PageSpinner />}>
      <Switch>
        {outsideLayout.map(({ path, component: Page, access }) => (
          <Route key={path} path={path}>
            {access === 'guest' ? (
              <GuestRoute>
                <Page />
              </GuestRoute>
            ) : (
              <Page />
            )}
          </Route>
        ))}
        <Route>
          <ProtectedRoute>
            <AppLayout>
              <Suspense fallback={<PageSpinner className="min-h-[50vh]" />}>
                <Switch>
                  {insideLayout.map(({ path, component }) => (
                    <Route key={path} path={path} component={component} />
                  ))}
                  <Route component={NotFoundPage} />
                </Switch>
              </Suspense>
            </AppLayout>
          </ProtectedRoute>
        </Route>
      </Switch>
    </Suspense>
  );
}
