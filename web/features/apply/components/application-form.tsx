// The job application at /apply. Submitting only logs the content to the browser console:
// nothing leaves the browser, and the confirmation says so.

import { useId, useState, type FormEvent } from 'react';
import { Link, useSearchParams } from 'react-router';

import { FormAnnouncement } from '@/components/forms/form-announcement';
import { hasChanges, leaveMessage } from '@/components/forms/form-feedback';
import { LeaveGuard } from '@/components/forms/leave-guard';
import { SubmitButton } from '@/components/forms/submit-button';
import { useInvalidFieldsAnnouncer } from '@/components/forms/use-invalid-fields-announcer';
import { buttonStyles } from '@/components/ui/button-styles';
import { useHydrated } from '@/components/ui/client-only';
import { Icon } from '@/components/ui/icon';
import { FormPolicyNote } from '@/components/ui/policy-note';

import { applicationCopy, type ApplicationFormWords } from '../application-constants';
import {
  validateApplication,
  type ApplicationErrors,
  type ApplicationValues,
} from '../validate-application';
import { ApplicationConfirmation } from './application-confirmation';
import { ApplicationSections } from './application-sections';

export interface ApplicationFormProps {
  /** The labels and position choices, from the Application page. */
  words: ApplicationFormWords;
  /** Where applicants should also send their resume. */
  careersEmail: string;
  /** Target of the 'Back to Careers' link. */
  careersPath?: string;
  /** The CMS's note on what an application is used for, under Submit (site settings). */
  privacyNote?: string | null;
}

/** Nothing typed yet. The position stays '' until the visitor picks one (see startPosition). */
const initialValues: ApplicationValues = {
  firstName: '',
  lastName: '',
  email: '',
  phone: '',
  position: '',
  portfolio: '',
  linkedin: '',
  resume: null,
  coverLetter: '',
};

export function ApplicationForm({
  words,
  careersEmail,
  careersPath = '/careers',
  privacyNote,
}: ApplicationFormProps) {
  const [edited, setValues] = useState<ApplicationValues>(initialValues);
  const [errors, setErrors] = useState<ApplicationErrors>({});
  const [received, setReceived] = useState(false);
  const { announcement, reportInvalid } = useInvalidFieldsAnnouncer();
  const noticeId = useId();
  const privacyNoteId = useId();

  // 'Apply Now' on an opening that is one of the choices links /apply?position=<title>. The
  // pre-rendered page shows the first choice; once hydrated, the linked position, until the
  // visitor picks one (before hydration too: that choice reaches setField as a change).
  const [searchParams] = useSearchParams();
  const positions = words.position?.positions ?? [];
  const linkedPosition = useHydrated() ? searchParams.get('position') : null;
  const startPosition =
    linkedPosition && positions.includes(linkedPosition) ? linkedPosition : (positions[0] ?? '');
  const values = edited.position ? edited : { ...edited, position: startPosition };

  const setField = <K extends keyof ApplicationValues>(field: K, value: ApplicationValues[K]) => {
    setValues((current) => ({ ...current, [field]: value }));
    setErrors(({ [field]: _resolved, ...rest }) => rest);
  };

  const handleSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const found = validateApplication(values, positions);
    setErrors(found);
    const invalid = Object.keys(found);
    if (invalid.length > 0) {
      reportInvalid(event.currentTarget, invalid);
      return;
    }
    console.info('Job application (not transmitted)', {
      ...values,
      resume: values.resume?.name ?? null,
    });
    setReceived(true);
  };

  if (received) {
    return (
      <ApplicationConfirmation
        careersEmail={careersEmail}
        careersPath={careersPath}
        backLabel={words.actions?.backLabel}
        values={values}
      />
    );
  }

  return (
    <form
      method="post"
      noValidate
      aria-label={words.actions?.formName ?? undefined}
      aria-describedby={careersEmail ? noticeId : undefined}
      onSubmit={handleSubmit}
      className="flex flex-col gap-10 rounded-card border border-border bg-surface-raised p-6 sm:p-10"
    >
      {/* A half-written cover letter must not vanish on one click of 'Back to Careers' or a
          nav link. */}
      <LeaveGuard
        message={leaveMessage({ changed: hasChanges(edited, initialValues), sending: false })}
      />
      {careersEmail && (
        <p
          id={noticeId}
          className="flex gap-3 rounded-control border border-border bg-surface-sunken p-4 text-fg"
        >
          <Icon name="mail" className="mt-0.5 size-5 shrink-0 text-brand" />
          <span className="min-w-0">
            {applicationCopy.noticeText}{' '}
            <a href={`mailto:${careersEmail}`} className="font-semibold text-brand underline">
              {careersEmail}
            </a>
            .
          </span>
        </p>
      )}
      <ApplicationSections words={words} values={values} errors={errors} setField={setField} />
      <div className="flex flex-wrap items-center gap-4">
        <SubmitButton
          aria-describedby={privacyNote ? privacyNoteId : undefined}
          className={buttonStyles.primary}
        >
          {words.actions?.submitLabel}
        </SubmitButton>
        <Link
          to={careersPath}
          prefetch="intent"
          className="font-semibold text-brand underline-offset-4 hover:underline"
        >
          {words.actions?.backLabel}
        </Link>
        {privacyNote && (
          <FormPolicyNote id={privacyNoteId} note={privacyNote} className="basis-full" />
        )}
      </div>
      <FormAnnouncement message={announcement} />
    </form>
  );
}
