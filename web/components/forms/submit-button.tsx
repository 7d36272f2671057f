// A form's submit button, rendered disabled until the page runs: without JavaScript a submit
// would be the browser's own and post the page to itself. The inline early-actions script
// enables it as soon as the page is parsed and holds back any submit until React can replay it
// (early-actions.ts), so a tap on Send while the scripts load is sent once they have.
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
      // The early-actions script enables the buttons carrying this, and only those. It does so
      // before React hydrates, so the `disabled` React expects is gone on purpose; without this,
      // development builds report a hydration mismatch on every page with a form.
      data-hydrating={hydrated ? undefined : ''}
      suppressHydrationWarning
      className={`${className} data-hydrating:opacity-100`}
      {...button}
    />
  );
}
