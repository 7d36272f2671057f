// The result banner of an enquiry form. Success sits in a polite live region that is always
// mounted (so screen readers announce it); an error is an alert, announced on insertion.
//
// The banner sits above the fields, while the visitor pressed Send below them: on a phone the
// result would land off-screen. So each new result takes focus and is scrolled into view.

import { useEffect, useRef } from 'react';

import { scrollIntoViewAndFocus } from '@/components/motion/scroll-into-view';

import type { SubmitStatus } from '../use-enquiry-submit';

const messageClass =
  'rounded-control px-4 py-3 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand';

export function StatusBanner({ status }: { status: SubmitStatus }) {
  const messageRef = useRef<HTMLParagraphElement>(null);

  useEffect(() => {
    const message = messageRef.current;
    if (!message || (status.kind !== 'success' && status.kind !== 'error')) return;
    scrollIntoViewAndFocus(message, message, 'nearest');
  }, [status]);

  return (
    <>
      <div role="status" aria-live="polite">
        {status.kind === 'success' && (
          <p
            ref={messageRef}
            tabIndex={-1}
            className={`${messageClass} bg-success-soft text-success`}
          >
            {status.message}
          </p>
        )}
      </div>
      {status.kind === 'error' && (
        <p
          ref={messageRef}
          role="alert"
          tabIndex={-1}
          className={`${messageClass} bg-danger-soft text-danger`}
        >
          {status.message}
        </p>
      )}
    </>
  );
}
