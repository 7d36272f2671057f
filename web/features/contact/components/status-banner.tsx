// The result banner of an enquiry form. Success sits in a polite live region that is always
// mounted (so screen readers announce it); an error is an alert, announced on insertion.

import type { SubmitStatus } from '../use-enquiry-submit';

export function StatusBanner({ status }: { status: SubmitStatus }) {
  return (
    <>
      <div role="status" aria-live="polite">
        {status.kind === 'success' && (
          <p className="rounded-control bg-success-soft px-4 py-3 text-success">{status.message}</p>
        )}
      </div>
      {status.kind === 'error' && (
        <p role="alert" className="rounded-control bg-danger-soft px-4 py-3 text-danger">
          {status.message}
        </p>
      )}
    </>
  );
}
