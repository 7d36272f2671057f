// State for a local-only email sign-up: the value, its error, and a confirmation once a valid
// address is given. Nothing is sent anywhere.

import { useState, type FormEvent } from 'react';

import { useInvalidFieldsAnnouncer } from '@/components/forms/use-invalid-fields-announcer';
import { validateEmail } from '@/lib/validation';

export function useEmailSignup() {
  const [email, setEmail] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [done, setDone] = useState(false);
  const { announcement, reportInvalid, clearAnnouncement } = useInvalidFieldsAnnouncer();

  const onChange = (value: string) => {
    setEmail(value);
    setError(null);
    setDone(false);
  };

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const problem = validateEmail(email);
    setError(problem);
    setDone(problem === null);
    if (problem) {
      reportInvalid(event.currentTarget, ['email']);
      return;
    }
    clearAnnouncement();
    setEmail('');
  };

  return { email, error, done, announcement, onChange, onSubmit };
}
