// One titled group of the application form; the legend names the group for assistive technology.

import type { ReactNode } from 'react';

interface FormSectionProps {
  title: string | null | undefined;
  children: ReactNode;
}

export function FormSection({ title, children }: FormSectionProps) {
  return (
    <fieldset className="grid min-w-0 grid-cols-1 gap-5 sm:grid-cols-2">
      <legend className="mb-4 max-w-full text-xl font-bold text-fg">{title}</legend>
      {children}
    </fieldset>
  );
}
