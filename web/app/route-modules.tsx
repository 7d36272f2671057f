// Offline, a link to a page whose code has not been loaded yet would replace the whole site with
// the browser's "No internet" page: React Router (framework mode) reloads the page whenever a
// route module fails to import, meant for a new deploy having removed the old file. No option
// turns that off or tells the two cases apart, and every other hook (clientMiddleware,
// instrumentations) runs after the import has started, so the site imports route modules
// itself. React Router looks in its module cache before importing; each route not loaded yet
// gets an entry there that imports the module when first read. When the server cannot be
// reached (offline, connection refused) the route gets a stand-in showing the site's retry state
// in the layout, whose "Try again" imports the module again. When the server answers without
// the module (a new deploy), the page reloads, as React Router would, but only for a change of
// page: links import the next page's module when pointed at (prefetch="intent"), and a page that
// reloaded under a visitor's pointer would lose their place for a click they never made.
import type { ComponentType } from 'react';
import { useRouteError, type matchRoutes, type MetaDescriptor } from 'react-router';

import { RouteErrorBoundary } from '@/components/layout/route-error-boundary';
import { pageMeta } from '@/lib/seo';

interface RouteModule {
  default?: ComponentType;
  ErrorBoundary?: ComponentType;
  clientLoader?: (args: unknown) => unknown;
  shouldRevalidate?: (args: { defaultShouldRevalidate: boolean }) => boolean;
  meta?: (args: Parameters<typeof pageMeta>[0]) => MetaDescriptor[];
}

// React Router's own globals in the browser (not part of its typed API).
declare global {
  interface Window {
    __reactRouterManifest?: { routes: Record<string, { module: string }> };
    __reactRouterRouteModules?: Record<string, RouteModule | Promise<RouteModule>>;
    __reactRouterDataRouter?: {
      routes: Parameters<typeof matchRoutes>[0];
      state: { navigation: { state: string } };
    };
  }
}

class RouteModuleUnavailable extends Error {
  constructor(url: string) {
    super(`The route module ${url} could not be loaded`);
  }
}

/** Puts a route's module in React Router's cache, in place of the entry that imports it. */
function settle(routeId: string, module: RouteModule) {
  Object.defineProperty(window.__reactRouterRouteModules, routeId, {
    value: module,
    configurable: true,
    enumerable: true,
    writable: true,
  });
}

/** True when the server answers but no longer has the module: the site has been deployed again. */
async function removedByDeploy(url: string) {
  if (!navigator.onLine) return false;
  try {
    return !(await fetch(url, { method: 'HEAD', cache: 'no-store' })).ok;
  } catch {
    return false;
  }
}

/** Reloads the page for the new deploy; the navigation waits for the reload. */
function reloadForDeploy(): Promise<never> {
  window.location.reload();
  return new Promise(() => {});
}

/** Whether a change of page asked for the module, rather than a link's prefetch. */
function changingPage() {
  return (window.__reactRouterDataRouter?.state.navigation.state ?? 'loading') !== 'idle';
}

/**
 * Tries the import, reloading the page if the module has gone with a deploy and the visitor is
 * changing page. For a prefetch it fails instead: the route gets the stand-in, whose loader
 * reloads once the visitor does follow the link.
 */
async function importModule(url: string): Promise<RouteModule> {
  try {
    return (await import(/* @vite-ignore */ url)) as RouteModule;
  } catch {
    if (changingPage() && (await removedByDeploy(url))) return reloadForDeploy();
    throw new RouteModuleUnavailable(url);
  }
}

/**
 * What a route gets when its module could not be fetched: its loader fails (the route's error
 * state, with "Try again") until an import works, then everything hands over to the real module.
 * Every route here has a clientLoader (web/lib/route-data.ts), so the module is in before the
 * page renders.
 */
function standIn(routeId: string, url: string): RouteModule {
  let real: RouteModule | undefined;
  const load = async () => {
    if (!real) {
      real = await importModule(url);
      settle(routeId, real);
    }
    return real;
  };
  return {
    clientLoader: async (args) => (await load()).clientLoader?.(args) ?? null,
    default: function RouteModuleStandIn() {
      const Page = real?.default;
      if (!Page) throw new RouteModuleUnavailable(url);
      return <Page />;
    },
    ErrorBoundary: function RouteModuleStandInError() {
      const error = useRouteError();
      const Boundary = real?.ErrorBoundary;
      return Boundary ? <Boundary /> : <RouteErrorBoundary error={error} />;
    },
    shouldRevalidate: (args) => real?.shouldRevalidate?.(args) ?? args.defaultShouldRevalidate,
    meta: (args) => (real?.meta ?? pageMeta)(args),
  };
}

async function loadRouteModule(routeId: string, url: string): Promise<RouteModule> {
  try {
    const module = await importModule(url);
    settle(routeId, module);
    return module;
  } catch {
    const fallback = standIn(routeId, url);
    settle(routeId, fallback);
    return fallback;
  }
}

/** Called once after hydration, before any client navigation can start. */
export function loadRouteModulesWithoutReload() {
  const manifest = window.__reactRouterManifest;
  const cache = window.__reactRouterRouteModules;
  // The dev server's hot reload rebuilds its routes from every entry of the cache at once.
  if (!manifest || !cache || import.meta.env.DEV) return;
  for (const [routeId, route] of Object.entries(manifest.routes)) {
    if (routeId in cache) continue;
    let loading: Promise<RouteModule> | undefined;
    Object.defineProperty(cache, routeId, {
      configurable: true,
      enumerable: true,
      get: () => (loading ??= loadRouteModule(routeId, route.module)),
    });
  }
}
