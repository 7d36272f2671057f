// What the applicant sees after submitting. Honest on purpose: the form sends nothing, so it
// says so, and nothing they wrote is lost: an e-mail to the careers mailbox holding the whole
// application opens in their mail app, and the cover letter stays on the page to copy.

import { useEffect, useRef, useState } from 'react';
import { Link } from 'react-router';

import { buttonStyles } from '@/components/ui/button-styles';
import { Icon } from '@/components/ui/icon';

import { applicationCopy } from '../application-constants';
import { applicationEmail } from '../application-email';
import type { ApplicationValues } from '../validate-application';

interface ApplicationConfirmationProps {
  careersEmail: string;
  careersPath: string;
  /** The label of the link back to /careers. */
  backLabel: string | null | undefined;
  /** What was submitted, for the e-mail and the cover letter shown again. */
  values: ApplicationValues;
}

export function ApplicationConfirmation({
  careersEmail,
  careersPath,
  backLabel,
  values,
}: ApplicationConfirmationProps) {
  const headingRef = useRef<HTMLHeadingElement>(null);
  const [copyStatus, setCopyStatus] = useState('');

  // The form the applicant was in is gone; move focus to the news that replaced it.
  useEffect(() => headingRef.current?.focus(), []);

  const email = careersEmail ? applicationEmail(careersEmail, values) : null;
  const coverLetter = values.coverLetter.trim();

  async function copyCoverLetter() {
    try {
      await navigator.clipboard.writeText(coverLetter);
      setCopyStatus(applicationCopy.copied);
    } catch {
      setCopyStatus(applicationCopy.copyFailed);
    }
  }

  return (
    <section
      aria-labelledby="application-received-heading"
      className="flex flex-col gap-4 rounded-card border border-border bg-success-soft p-6 sm:p-8"
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
      {email && (
        <a href={email.href} className={`${buttonStyles.primary} self-start`}>
          <Icon name="mail" className="size-5" />
          {applicationCopy.emailApplication}
        </a>
      )}
      {email && !email.includesCoverLetter && (
        <p className="text-fg">{applicationCopy.pasteCoverLetter}</p>
      )}
      <section
        aria-labelledby="application-cover-letter-heading"
        className="mt-2 flex flex-col gap-3"
      >
        <h3 id="application-cover-letter-heading" className="text-lg font-semibold">
          {applicationCopy.coverLetterHeading}
        </h3>
        <p className="rounded-control border border-border bg-surface-raised p-4 wrap-anywhere whitespace-pre-wrap text-fg">
          {coverLetter}
        </p>
        <div className="flex flex-wrap items-center gap-4">
          <button type="button" onClick={copyCoverLetter} className={buttonStyles.secondary}>
            <Icon name="copy" className="size-5" />
            {applicationCopy.copyCoverLetter}
          </button>
          <p role="status" className="text-sm font-medium text-fg">
            {copyStatus}
          </p>
        </div>
      </section>
      <Link
        to={careersPath}
        prefetch="intent"
        className="self-start font-semibold text-brand underline-offset-4 hover:underline"
      >
        {backLabel}
      </Link>
    </section>
  );
}
