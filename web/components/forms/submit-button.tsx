// A form's submit button that stays disabled until React runs the page. Before hydration a
// submit (a click, or Enter in a field) would be the browser's own and reload the page empty;
// with the default button disabled, the browser does not submit at all. Until then the button
// keeps its normal look, only the cursor says "wait", so nothing flickers on a quick load.

import type { ButtonHTMLAttributes } from 'react';

import { useHydrated } from '@/components/ui/client-only';

type SubmitButtonProps = Omit<ButtonHTMLAttributes<HTMLButtonElement>, 'type'>;

export function SubmitButton({ disabled, className = '', ...button }: SubmitButtonProps) {
  const hydrated = useHydrated();
  return (
    <button
      type="submit"
      disabled={!hydrated || disabled}
      data-hydrating={hydrated ? undefined : ''}
      className={`${className} data-hydrating:cursor-progress data-hydrating:opacity-100`}
      {...button}
    />
  );
}
