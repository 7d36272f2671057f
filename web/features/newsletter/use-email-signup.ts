// State for a local-only email sign-up: the value, its error, and a confirmation once a valid
// address is given. Nothing is sent anywhere (SPEC.md section 7).

import { useState, type FormEvent } from 'react';

import { validateEmail } from '@/lib/validation';

export function useEmailSignup() {
  const [email, setEmail] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [done, setDone] = useState(false);

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
      const input = event.currentTarget.elements.namedItem('email');
      if (input instanceof HTMLElement) input.focus();
      return;
    }
    setEmail('');
  };

  return { email, error, done, onChange, onSubmit };
}
