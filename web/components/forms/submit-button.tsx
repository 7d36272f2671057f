// Disabled until React hydrates: until then a submit would be the browser's own and post what was
// typed into the page's address. While `busy` it uses aria-disabled instead, as `disabled` would
// drop focus to <body> and leave a keyboard user nowhere.

import type { ButtonHTMLAttributes } from 'react';

import { useHydrated } from '@/components/ui/client-only';

type SubmitButtonProps = Omit<ButtonHTMLAttributes<HTMLButtonElement>, 'type'> & {
  busy?: boolean;
};

export function SubmitButton({ disabled, busy, className = '', ...button }: SubmitButtonProps) {
  const hydrated = useHydrated();
  return (
    <button
      type="submit"
      disabled={!hydrated || disabled}
      aria-disabled={busy || undefined}
      // Styled as ready while the page loads: it only waits for the scripts, not for the visitor.
      data-hydrating={hydrated ? undefined : ''}
      className={`${className} data-hydrating:opacity-100`}
      {...button}
    />
  );
}
