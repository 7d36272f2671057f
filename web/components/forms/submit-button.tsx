// A form's submit button, disabled until React has hydrated the page: before that a submit
// would be the browser's own and post what was typed into the page's address. What was typed
// meanwhile stays in the fields and in the form's state (keep-early-input.ts).
//
// While a send is on (`busy`) it is disabled with aria-disabled instead: it keeps focus, where
// the `disabled` attribute would drop it to <body> and leave a keyboard user nowhere. The form
// ignores submits meanwhile.

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
