import { isRouteErrorResponse, Link, useLocation, useNavigate, useNavigation } from 'react-router';

import { buttonStyles } from '@/components/ui/button-styles';

interface RouteErrorBoundaryProps {
  error: unknown;
}

/**
 * Shown inside the layout when a route's content cannot load. "Try again" opens the address afresh
 * rather than `revalidate()`, whose quick answer can skip the render that clears React Router's
 * error, and moves focus to the h1. It drops any #section, which React Router would not reload.
 */
export function RouteErrorBoundary({ error }: RouteErrorBoundaryProps) {
  const location = useLocation();
  const navigation = useNavigation();
  const navigate = useNavigate();
  const notFound = isRouteErrorResponse(error) && error.status === 404;
  // A navigation to the address shown is this page's retry; one elsewhere is not.
  const retrying =
    navigation.state !== 'idle' && navigation.location?.pathname === location.pathname;

  return (
    <section
      role="alert"
      className="container-page flex min-h-[50vh] flex-col items-start justify-center gap-4 py-24"
    >
      <h1 className="text-heading font-semibold">
        {notFound ? 'Page Not Found' : 'This page could not be loaded'}
      </h1>
      <p className="max-w-xl text-lead text-fg-muted">
        {notFound
          ? 'The page you are looking for might have been moved or deleted.'
          : 'We could not reach our content service. Check your connection, then try again.'}
      </p>
      <div className="flex flex-wrap gap-3">
        {!notFound && (
          <button
            type="button"
            onClick={() => {
              const { pathname, search, state } = location;
              void navigate({ pathname, search }, { replace: true, state });
            }}
            disabled={retrying}
            className={buttonStyles.primary}
          >
            {retrying ? 'Retrying…' : 'Try again'}
          </button>
        )}
        <Link to="/" prefetch="intent" className={buttonStyles.secondary}>
          Back to Home
        </Link>
      </div>
    </section>
  );
}
