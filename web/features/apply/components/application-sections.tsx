// The three fieldsets of the application: personal, position and documents.

import { InputField, SelectField, TextAreaField } from '@/components/ui/field';

import { POSITIONS, RESUME_ACCEPT, RESUME_HINT } from '../application-constants';
import type { ApplicationErrors, ApplicationValues } from '../validate-application';
import { FormSection } from './form-section';

interface ApplicationSectionsProps {
  values: ApplicationValues;
  errors: ApplicationErrors;
  setField: <K extends keyof ApplicationValues>(field: K, value: ApplicationValues[K]) => void;
}

type TextKey = Exclude<keyof ApplicationValues, 'resume'>;

export function ApplicationSections({ values, errors, setField }: ApplicationSectionsProps) {
  // The common wiring of a text control: name, value, error and change handler.
  const bind = (field: TextKey) => ({
    name: field,
    value: values[field],
    error: errors[field],
    onChange: (event: { target: { value: string } }) => setField(field, event.target.value),
  });

  return (
    <>
      <FormSection title="Personal Information">
        <InputField label="First name" autoComplete="given-name" required {...bind('firstName')} />
        <InputField label="Last name" autoComplete="family-name" required {...bind('lastName')} />
        <InputField label="Email" type="email" autoComplete="email" required {...bind('email')} />
        <InputField label="Phone" type="tel" autoComplete="tel" required {...bind('phone')} />
      </FormSection>
      <FormSection title="Position Information">
        <SelectField label="Position" required {...bind('position')}>
          {POSITIONS.map((position) => (
            <option key={position} value={position}>
              {position}
            </option>
          ))}
        </SelectField>
        <InputField
          label="Portfolio URL (optional)"
          type="url"
          inputMode="url"
          placeholder="https://"
          {...bind('portfolio')}
        />
        <InputField
          label="LinkedIn profile (optional)"
          type="url"
          inputMode="url"
          placeholder="https://linkedin.com/in/"
          {...bind('linkedin')}
        />
      </FormSection>
      <FormSection title="Documents">
        <InputField
          label="Resume"
          name="resume"
          type="file"
          accept={RESUME_ACCEPT}
          required
          hint={RESUME_HINT}
          error={errors.resume}
          onChange={(event) => setField('resume', event.target.files?.[0] ?? null)}
        />
        <div className="sm:col-span-2">
          <TextAreaField label="Cover letter" rows={6} required {...bind('coverLetter')} />
        </div>
      </FormSection>
    </>
  );
}
