// What the applicant sees after submitting. Honest on purpose: the form sends nothing, so it
// says so and points to the careers mailbox.

import { useEffect, useRef } from 'react';
import { Link } from 'react-router';

import { applicationCopy } from '../application-constants';

interface ApplicationConfirmationProps {
  careersEmail: string;
  careersPath: string;
}

export function ApplicationConfirmation({
  careersEmail,
  careersPath,
}: ApplicationConfirmationProps) {
  const headingRef = useRef<HTMLHeadingElement>(null);

  // The form the applicant was in is gone; move focus to the news that replaced it.
  useEffect(() => headingRef.current?.focus(), []);

  return (
    <section
      aria-labelledby="application-received-heading"
      className="flex flex-col gap-4 rounded-card border border-border bg-success-soft p-8"
    >
      <h2
        id="application-received-heading"
        ref={headingRef}
        tabIndex={-1}
        className="text-2xl font-bold text-success"
      >
        {applicationCopy.receivedHeading}
      </h2>
      <p className="text-fg">
        {applicationCopy.receivedText}{' '}
        <a href={`mailto:${careersEmail}`} className="font-semibold text-brand underline">
          {careersEmail}
        </a>
        .
      </p>
      <Link
        to={careersPath}
        className="self-start font-semibold text-brand underline-offset-4 hover:underline"
      >
        {applicationCopy.backToCareers}
      </Link>
    </section>
  );
}
