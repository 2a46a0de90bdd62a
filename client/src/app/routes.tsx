import { lazy, type ComponentType } from 'react';
import { pageTable, type RouteAccess } from './page-table.ts';

interface AppRoute {
  path: string;
  component: ComponentType;
  access: RouteAccess;
}

type PageModule = Record<string, ComponentType>;

// Every feature's page, each its own chunk loaded on first visit, so each screen's code stays out
// of the first download (the sign-in page's forms included: a signed-in visit never fetches them).
const pageModules = import.meta.glob<PageModule>('../features/*/*-page.tsx');

function lazyPage(page: string, exportName: string): ComponentType {
  const load = pageModules[`../features/${page}.tsx`];
  if (!load) throw new Error(`app/page-table.ts names a page that does not exist: ${page}`);
  return lazy(async () => {
    const component = (await load())[exportName];
    if (!component) throw new Error(`features/${page}.tsx has no export ${exportName}`);
    return { default: component };
  });
}

/** The screens that exist (app/page-table.ts), each with its page loaded on demand. */
export const routes: AppRoute[] = pageTable.map(({ path, page, exportName, access }) => ({
  path,
  component: lazyPage(page, exportName),
  access,
}));
