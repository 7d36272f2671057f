import { useEffect, useRef } from 'react';
import { isRouteErrorResponse, Link, useRevalidator } from 'react-router';

import { buttonStyles } from '@/components/ui/button-styles';

import { focusPageStart } from './use-focus-on-navigation';

interface RouteErrorBoundaryProps {
  error: unknown;
}

/** Shown inside the layout when a route's content cannot be loaded; never a blank page. */
export function RouteErrorBoundary({ error }: RouteErrorBoundaryProps) {
  const revalidator = useRevalidator();
  const notFound = isRouteErrorResponse(error) && error.status === 404;
  const retrying = revalidator.state === 'loading';
  const sectionRef = useRef<HTMLElement>(null);
  const retriedIn = useRef<HTMLElement | null>(null);

  // A retry that works replaces this state with the page, taking the focused button away; focus
  // then goes to the page's h1 as on any change of page (useFocusOnNavigation), not to <body>.
  // The cleanup runs once the page is in the DOM.
  useEffect(
    () => () => {
      const main = retriedIn.current;
      if (!main || (document.activeElement && document.activeElement !== document.body)) return;
      focusPageStart(main);
    },
    [],
  );

  return (
    <section
      ref={sectionRef}
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
              retriedIn.current = sectionRef.current?.closest('main') ?? null;
              void revalidator.revalidate();
            }}
            disabled={retrying}
            className={buttonStyles.primary}
          >
            {retrying ? 'Retrying…' : 'Try again'}
          </button>
        )}
        <Link to="/" className={buttonStyles.secondary}>
          Back to Home
        </Link>
      </div>
    </section>
  );
}
