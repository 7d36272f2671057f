import { isRouteErrorResponse, Link, useRevalidator } from 'react-router';

interface RouteErrorBoundaryProps {
  error: unknown;
}

/** Shown inside the layout when a route's content cannot be loaded; never a blank page. */
export function RouteErrorBoundary({ error }: RouteErrorBoundaryProps) {
  const revalidator = useRevalidator();
  const notFound = isRouteErrorResponse(error) && error.status === 404;
  const retrying = revalidator.state === 'loading';

  return (
    <section role="alert" className="container-page flex min-h-[50vh] flex-col items-start justify-center gap-4 py-24">
      <h1 className="text-heading font-semibold">
        {notFound ? 'Page Not Found' : 'This page could not be loaded'}
      </h1>
      <p className="text-lead text-fg-muted max-w-xl">
        {notFound
          ? 'The page you are looking for might have been moved or deleted.'
          : 'We could not reach our content service. Check your connection, then try again.'}
      </p>
      <div className="flex flex-wrap gap-3">
        {!notFound && (
          <button
            type="button"
            onClick={() => revalidator.revalidate()}
            disabled={retrying}
            className="bg-brand text-brand-fg hover:bg-brand-strong rounded-control px-5 py-2.5 font-semibold disabled:opacity-60"
          >
            {retrying ? 'Retrying…' : 'Try again'}
          </button>
        )}
        <Link to="/" className="border-border hover:bg-surface-raised rounded-control border px-5 py-2.5 font-semibold">
          Back to Home
        </Link>
      </div>
    </section>
  );
}
