// The result banner of an enquiry form. It sits above the fields, off-screen on a phone after
// Send, so each result takes focus and scrolls into view. Focus is what has a screen reader read
// it, so it is not also a live region, which would read it twice.

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

  // The box is there before any result too, so the fields below do not also move down by the
  // form's gap when one appears.
  return (
    <div>
      {(status.kind === 'success' || status.kind === 'error') && (
        <p
          ref={messageRef}
          tabIndex={-1}
          className={`${messageClass} ${
            status.kind === 'success'
              ? 'bg-success-soft text-success'
              : 'bg-danger-soft text-danger'
          }`}
        >
          {status.message}
        </p>
      )}
    </div>
  );
}
