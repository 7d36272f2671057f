// The 'Admin Login' screen: one required password field, checked in the browser against the
// hash embedded at build time (SPEC.md section 6).

import { useState, type FormEvent } from 'react';
import { toast } from 'react-hot-toast';

import { adminMessages } from '../admin-messages';
import { verifyPassword } from '../password';
import { inputClass, labelClass, primaryButtonClass } from './admin-styles';

interface LoginFormProps {
  onLogin: () => void;
}

export function LoginForm({ onLogin }: LoginFormProps) {
  const [password, setPassword] = useState('');
  const [checking, setChecking] = useState(false);

  const handleSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (checking || password === '') return;
    setChecking(true);
    const valid = await verifyPassword(password);
    // Cleared after every attempt, right or wrong, so the password does not linger in the DOM.
    setPassword('');
    setChecking(false);
    if (valid) {
      toast.success(adminMessages.loginSuccess);
      onLogin();
    } else {
      toast.error(adminMessages.loginFailure);
    }
  };

  return (
    <section
      aria-labelledby="admin-login-heading"
      className="mx-auto w-full max-w-sm rounded-card border border-border bg-surface-raised p-8"
    >
      <h1 id="admin-login-heading" className="mb-6 text-2xl font-bold text-fg">
        Admin Login
      </h1>
      <form onSubmit={handleSubmit} className="flex flex-col gap-5">
        <label className={labelClass}>
          Password
          <input
            type="password"
            name="password"
            autoComplete="current-password"
            required
            value={password}
            onChange={(event) => setPassword(event.target.value)}
            className={inputClass}
          />
        </label>
        <button type="submit" disabled={checking} className={primaryButtonClass}>
          Login
        </button>
      </form>
    </section>
  );
}
