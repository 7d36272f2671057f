// The job application at /apply (SPEC.md sections 2, 3 and 5). As specified, submitting only
// logs the content: nothing leaves the browser, and the confirmation says so.

import { useState, type FormEvent } from 'react';
import { Link } from 'react-router';

import { FormAnnouncement } from '@/components/forms/form-announcement';
import { hasChanges, leaveMessage } from '@/components/forms/form-feedback';
import { SubmitButton } from '@/components/forms/submit-button';
import { useInvalidFieldsAnnouncer } from '@/components/forms/use-invalid-fields-announcer';
import { useLeaveGuard } from '@/components/forms/use-leave-guard';
import { buttonStyles } from '@/components/ui/button-styles';

import { DEFAULT_POSITION, applicationCopy } from '../application-constants';
import {
  validateApplication,
  type ApplicationErrors,
  type ApplicationValues,
} from '../validate-application';
import { ApplicationConfirmation } from './application-confirmation';
import { ApplicationSections } from './application-sections';

export interface ApplicationFormProps {
  /** Where applicants should also send their resume. */
  careersEmail: string;
  /** Target of the 'Back to Careers' link. */
  careersPath?: string;
}

const initialValues: ApplicationValues = {
  firstName: '',
  lastName: '',
  email: '',
  phone: '',
  position: DEFAULT_POSITION,
  portfolio: '',
  linkedin: '',
  resume: null,
  coverLetter: '',
};

export function ApplicationForm({ careersEmail, careersPath = '/careers' }: ApplicationFormProps) {
  const [values, setValues] = useState<ApplicationValues>(initialValues);
  const [errors, setErrors] = useState<ApplicationErrors>({});
  const [received, setReceived] = useState(false);
  const { announcement, reportInvalid } = useInvalidFieldsAnnouncer();

  // A half-written cover letter must not vanish on one click of 'Back to Careers' or a nav link.
  useLeaveGuard(
    leaveMessage({ changed: !received && hasChanges(values, initialValues), sending: false }),
  );

  const setField = <K extends keyof ApplicationValues>(field: K, value: ApplicationValues[K]) => {
    setValues((current) => ({ ...current, [field]: value }));
    setErrors(({ [field]: _resolved, ...rest }) => rest);
  };

  const handleSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const found = validateApplication(values);
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
    return <ApplicationConfirmation careersEmail={careersEmail} careersPath={careersPath} />;
  }

  return (
    <form
      method="post"
      noValidate
      aria-label="Job application"
      onSubmit={handleSubmit}
      className="flex flex-col gap-10 rounded-card border border-border bg-surface-raised p-6 sm:p-10"
    >
      <ApplicationSections values={values} errors={errors} setField={setField} />
      <div className="flex flex-wrap items-center gap-4">
        <SubmitButton className={buttonStyles.primary}>{applicationCopy.submit}</SubmitButton>
        <Link
          to={careersPath}
          className="font-semibold text-brand underline-offset-4 hover:underline"
        >
          {applicationCopy.backToCareers}
        </Link>
      </div>
      <FormAnnouncement message={announcement} />
    </form>
  );
}
