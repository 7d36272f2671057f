import { HydrationBoundary, QueryClientProvider } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { Links, Meta, Outlet, Scripts, ScrollRestoration } from 'react-router';

import { SiteLayout } from '@/components/layout/site-layout';
import { RouteErrorBoundary } from '@/components/layout/route-error-boundary';
import { NavigationProgress } from '@/components/ui/navigation-progress';
import { siteSettingsQueryOptions } from '@/features/site/queries';
import { ThemeProvider } from '@/features/theme/theme-provider';
import { themeScript } from '@/features/theme/theme-script';
import { getQueryClient } from '@/lib/query-client';
import { loadPageAtBuild, pageContent } from '@/lib/route-data';
import { headFromSeo } from '@/lib/seo';

import type { Route } from './+types/root';
import './app.css';

export const links: Route.LinksFunction = () => [
  { rel: 'icon', href: '/favicon.svg', type: 'image/svg+xml' },
];

// The shared chrome's content (header, footer) is pre-rendered into every page.
export const loader = () =>
  loadPageAtBuild(
    pageContent(siteSettingsQueryOptions(), (settings) => headFromSeo(settings?.seo, 'Nexora Digital')),
  );

export function Layout({ children }: { children: ReactNode }) {
  return (
    <html lang="en" className="dark" suppressHydrationWarning>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <script dangerouslySetInnerHTML={{ __html: themeScript }} />
        <Meta />
        <Links />
      </head>
      <body>
        {children}
        <ScrollRestoration />
        <Scripts />
      </body>
    </html>
  );
}

export default function App({ loaderData }: Route.ComponentProps) {
  const [queryClient] = useState(getQueryClient);
  return (
    <QueryClientProvider client={queryClient}>
      <HydrationBoundary state={loaderData?.dehydratedState}>
        <ThemeProvider>
          <NavigationProgress />
          <SiteLayout>
            <Outlet />
          </SiteLayout>
        </ThemeProvider>
      </HydrationBoundary>
    </QueryClientProvider>
  );
}

export function ErrorBoundary(props: Route.ErrorBoundaryProps) {
  return <RouteErrorBoundary {...props} />;
}
