// A form's submit button that stays disabled until React runs the page. Before hydration a
// submit (a click, or Enter in a field) would be the browser's own and reload the page empty;
// with the default button disabled, the browser does not submit at all. Until then the button
// keeps its normal look, only the cursor says "wait", so nothing flickers on a quick load.
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
      data-hydrating={hydrated ? undefined : ''}
      className={`${className} data-hydrating:cursor-progress data-hydrating:opacity-100`}
      {...button}
    />
  );
}
