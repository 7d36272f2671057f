import { isRouteErrorResponse, Link, useLocation, useNavigate, useNavigation } from 'react-router';

import { buttonStyles } from '@/components/ui/button-styles';

interface RouteErrorBoundaryProps {
  error: unknown;
}

/**
 * Shown inside the layout when a route's content cannot be loaded; never a blank page.
 *
 * "Try again" opens the same address afresh rather than calling `revalidate()`. React Router's
 * own boundary around this one keeps showing an error until it sees the location change or
 * renders a revalidation under way; it sets router state in a transition, so when the retried
 * read answers quickly the "under way" render is skipped and the error stayed on screen over
 * content that had loaded. A navigation always brings a new location, and with it focus on the
 * h1 (useFocusOnNavigation): the page's if the retry works, this state's if not. It leaves out
 * any #section: React Router takes a move to the same address and #section for a jump within
 * the page and reads nothing, so the retry opens the page at its top.
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
