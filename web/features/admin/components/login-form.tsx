// The 'Admin Login' screen: the password is checked in the browser with a slow PBKDF2, so the
// button says it is busy, and the screen says why when the check cannot run. A wrong password
// gets a toast and stays marked on the field until the next keystroke.

import { useEffect, useRef, useState, type FormEvent } from 'react';

import { InputField } from '@/components/ui/field';

import { adminMessages } from '../admin-messages';
import type { Notify } from '../admin-notices';
import { PasswordCheckUnavailableError, verifyPassword } from '../password';
import { primaryButtonClass } from './admin-styles';

/** What password managers save the shared admin password under. */
const ADMIN_LOGIN_NAME = 'admin';

function focusPasswordIn(form: HTMLFormElement | null) {
  const field = form?.elements.namedItem('password');
  if (field instanceof HTMLInputElement) field.focus();
}

interface LoginFormProps {
  onLogin: () => void;
  notify: Notify;
  /** Moves focus to the password field on mount: after a logout removed the focused button. */
  focusPassword?: boolean;
}

export function LoginForm({ onLogin, notify, focusPassword = false }: LoginFormProps) {
  const [password, setPassword] = useState('');
  const [checking, setChecking] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const [rejected, setRejected] = useState(false);
  const formRef = useRef<HTMLFormElement>(null);

  useEffect(() => {
    if (focusPassword) focusPasswordIn(formRef.current);
  }, [focusPassword]);

  const handleSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (checking || password === '') return;
    setChecking(true);
    setProblem(null);
    setRejected(false);
    let valid = false;
    let failure: string | null = null;
    try {
      valid = await verifyPassword(password);
    } catch (error) {
      failure =
        error instanceof PasswordCheckUnavailableError
          ? adminMessages.checkUnavailable
          : adminMessages.checkFailed;
    } finally {
      // Cleared after every attempt, right or wrong, so the password does not linger in the DOM.
      setPassword('');
      setChecking(false);
    }
    if (valid) {
      notify('success', adminMessages.loginSuccess);
      onLogin();
      return;
    }
    if (failure) {
      setProblem(failure);
    } else {
      notify('error', adminMessages.loginFailure);
      setRejected(true);
    }
    // The next try starts in the emptied field, wherever the attempt was sent from.
    focusPasswordIn(formRef.current);
  };

  return (
    <section
      aria-labelledby="admin-login-heading"
      className="mx-auto w-full max-w-sm rounded-card border border-border bg-surface-raised p-8"
    >
      <h1 id="admin-login-heading" className="mb-6 text-2xl font-bold text-fg">
        Admin Login
      </h1>
      <form
        ref={formRef}
        onSubmit={handleSubmit}
        aria-busy={checking}
        className="flex flex-col gap-5"
      >
        {/* The panel has one shared password and no user name, so a password manager would save
            it under no name. This hidden field names the login without showing a second one. */}
        <input
          type="text"
          name="username"
          autoComplete="username"
          value={ADMIN_LOGIN_NAME}
          readOnly
          hidden
        />
        <InputField
          label="Password"
          type="password"
          name="password"
          autoComplete="current-password"
          required
          value={password}
          error={rejected ? adminMessages.loginFailure : undefined}
          onChange={(event) => {
            setPassword(event.target.value);
            setRejected(false);
          }}
        />
        <button type="submit" disabled={checking} className={primaryButtonClass}>
          {checking ? 'Checking…' : 'Login'}
        </button>
        {problem && (
          <p role="alert" className="text-sm text-danger">
            {problem}
          </p>
        )}
      </form>
    </section>
  );
}
