// The three fieldsets of the application: personal, position and documents.

import { InputField, SelectField, TextAreaField } from '@/components/ui/field';

import { RESUME_ACCEPT, type ApplicationFormWords } from '../application-constants';
import type { ApplicationErrors, ApplicationValues } from '../validate-application';
import { FormSection } from './form-section';

interface ApplicationSectionsProps {
  words: ApplicationFormWords;
  values: ApplicationValues;
  errors: ApplicationErrors;
  setField: <K extends keyof ApplicationValues>(field: K, value: ApplicationValues[K]) => void;
}

type TextKey = Exclude<keyof ApplicationValues, 'resume'>;

export function ApplicationSections({
  words: { personal, position, documents },
  values,
  errors,
  setField,
}: ApplicationSectionsProps) {
  // The common wiring of a text control: name, value, error and change handler.
  const bind = (field: TextKey) => ({
    name: field,
    value: values[field],
    error: errors[field],
    onChange: (event: { target: { value: string } }) => setField(field, event.target.value),
  });

  return (
    <>
      <FormSection title={personal?.heading}>
        <InputField
          label={personal?.firstNameLabel ?? ''}
          autoComplete="given-name"
          required
          {...bind('firstName')}
        />
        <InputField
          label={personal?.lastNameLabel ?? ''}
          autoComplete="family-name"
          required
          {...bind('lastName')}
        />
        <InputField
          label={personal?.emailLabel ?? ''}
          type="email"
          autoComplete="email"
          required
          {...bind('email')}
        />
        <InputField
          label={personal?.phoneLabel ?? ''}
          type="tel"
          autoComplete="tel"
          required
          {...bind('phone')}
        />
      </FormSection>
      <FormSection title={position?.heading}>
        <SelectField label={position?.positionLabel ?? ''} required {...bind('position')}>
          {(position?.positions ?? []).map((choice) => (
            <option key={choice} value={choice}>
              {choice}
            </option>
          ))}
        </SelectField>
        <InputField
          label={position?.portfolioLabel ?? ''}
          type="url"
          inputMode="url"
          placeholder={position?.portfolioExample ?? undefined}
          {...bind('portfolio')}
        />
        <InputField
          label={position?.linkedinLabel ?? ''}
          type="url"
          inputMode="url"
          placeholder={position?.linkedinExample ?? undefined}
          {...bind('linkedin')}
        />
      </FormSection>
      <FormSection title={documents?.heading}>
        <InputField
          label={documents?.resumeLabel ?? ''}
          name="resume"
          type="file"
          accept={RESUME_ACCEPT}
          required
          hint={documents?.resumeHint ?? undefined}
          error={errors.resume}
          onChange={(event) => setField('resume', event.target.files?.[0] ?? null)}
        />
        <div className="sm:col-span-2">
          <TextAreaField
            label={documents?.coverLetterLabel ?? ''}
            rows={6}
            required
            {...bind('coverLetter')}
          />
        </div>
      </FormSection>
    </>
  );
}
