import { HydrationBoundary, QueryClientProvider } from '@tanstack/react-query';
import { lazy, Suspense, use, useEffect, useState, type ReactNode } from 'react';
import { Links, Meta, Outlet, Scripts, ScrollRestoration } from 'react-router';

import { FOOTER_ID } from '@/components/layout/footer';
import { RouteErrorBoundary } from '@/components/layout/route-error-boundary';
import { NavigationProgress } from '@/components/ui/navigation-progress';
import { OrganizationJsonLd } from '@/features/site/components/organization-json-ld';
import { siteSettingsQueryOptions } from '@/features/site/queries';
import { ThemeProvider } from '@/features/theme/theme-provider';
import { themeScript } from '@/features/theme/theme-script';
import { setEditLink, useIsFramed } from '@/lib/edit-links';
import { getQueryClient } from '@/lib/query-client';
import { readDrafts } from '@/lib/sanity-client';
import { ignoreQueryChanges, loadPageAtBuild, pageContent } from '@/lib/route-data';
import { shareImage, type PageHead } from '@/lib/seo';

import type { Route } from './+types/root';
import stylesheetUrl from './app.css?url';
import { afterFirstPaintScript } from './after-first-paint';
import { readContentOnIntent } from './content-prefetch';
import { InlineScriptNonce } from './inline-script-nonce';
import { SiteLayout } from './site-layout';
import interCoreUrl from '@/assets/fonts/inter-core.woff2?url';

export const links: Route.LinksFunction = () => [
  // The build inlines the rules each page uses and loads this without blocking the first paint
  // (scripts/optimize-html.ts).
  { rel: 'stylesheet', href: stylesheetUrl },
  { rel: 'icon', href: '/favicon.svg', type: 'image/svg+xml' },
  { rel: 'apple-touch-icon', href: '/apple-touch-icon.png' },
  { rel: 'manifest', href: '/manifest.webmanifest' },
  // The core subset of the self-hosted font (scripts/font-subsets.ts), needed by the first
  // paint of every page.
  { rel: 'preload', href: interCoreUrl, as: 'font', type: 'font/woff2', crossOrigin: 'anonymous' },
];

// The shared chrome's content (header, footer) is pre-rendered into every page.
export const loader = () =>
  loadPageAtBuild(
    pageContent(siteSettingsQueryOptions(), (settings): PageHead => ({
      title: settings?.companyName ?? '',
      description: settings?.seo?.description ?? '',
      ...shareImage(settings?.seo?.ogImage),
      siteName: settings?.companyName,
    })),
  );

// Drafts and click-to-edit, only inside the Studio's Presentation tool.
const PreviewTools = lazy(() => import('@/features/preview/preview-tools'));

// The site settings are read once; a filter in the query string does not read them again.
export const shouldRevalidate = ignoreQueryChanges;

function InlineScript({ nonce, code }: { nonce: string | undefined; code: string }) {
  return (
    <script nonce={nonce} dangerouslySetInnerHTML={{ __html: code }} suppressHydrationWarning />
  );
}

export function Layout({ children }: { children: ReactNode }) {
  const nonce = use(InlineScriptNonce);
  return (
    <html lang="en" className="dark" suppressHydrationWarning>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        {/* The inline scripts run from the pre-rendered page only: the browser build carries
            none of their text, and React keeps the server's. The theme script also adds
            <meta name="theme-color"> for the stored theme. */}
        <InlineScript nonce={nonce} code={import.meta.env.SSR ? themeScript : ''} />
        {/* Loads the full stylesheet and starts the app once the first paint is on screen. */}
        <InlineScript nonce={nonce} code={import.meta.env.SSR ? afterFirstPaintScript : ''} />
        {/* The first paint waits until the page is read up to its footer: painted half-read (a
            slow phone), the header's buttons and centred content would move as the rest came in. */}
        <link rel="expect" href={`#${FOOTER_ID}`} blocking="render" />
        <Meta />
        <Links />
      </head>
      <body>
        {/* In an element of its own (laid out as if it were not there): React tolerates strange
            nodes directly in <body>, so a page hydrating as another route would be added beside
            the pre-rendered one; inside an element, React replaces it. */}
        <div className="contents">{children}</div>
        <ScrollRestoration />
        <Scripts />
      </body>
    </html>
  );
}

export default function App({ loaderData }: Route.ComponentProps) {
  const [queryClient] = useState(getQueryClient);
  const framed = useIsFramed();
  // Links read their page's content when pointed at, focused or touched.
  useEffect(() => readContentOnIntent(queryClient), [queryClient]);
  return (
    <QueryClientProvider client={queryClient}>
      <HydrationBoundary state={loaderData?.dehydratedState}>
        <ThemeProvider>
          <NavigationProgress />
          <OrganizationJsonLd />
          <SiteLayout>
            <Outlet />
          </SiteLayout>
          {framed && (
            <Suspense>
              <PreviewTools readDrafts={readDrafts} setEditLink={setEditLink} />
            </Suspense>
          )}
        </ThemeProvider>
      </HydrationBoundary>
    </QueryClientProvider>
  );
}

export function ErrorBoundary(props: Route.ErrorBoundaryProps) {
  return <RouteErrorBoundary {...props} />;
}
