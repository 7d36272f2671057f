// The opening band of an inner page: the page's single h1, its intro and optional actions,
// over a soft brand glow and a faint grid so every page opens with the same look.
import type { ReactNode } from 'react';

import { useEditLink, type EditedDocument } from '@/lib/edit-links';

interface PageHeroProps {
  /** id of the h1, for the section's aria-labelledby. */
  id: string;
  heading: string | null | undefined;
  intro?: string | null;
  /** A short label above the heading (the page's topic). */
  eyebrow?: string;
  /** Calls to action under the intro. */
  children?: ReactNode;
  /** Where heading and intro are edited: the document, and the object holding them if any. */
  source?: { document: EditedDocument; field?: string };
}

export function PageHero({ id, heading, intro, eyebrow, children, source }: PageHeroProps) {
  const editLink = useEditLink();
  const edit = (name: string) =>
    source && editLink(source.document, source.field ? `${source.field}.${name}` : name);
  return (
    <section
      aria-labelledby={id}
      className="relative isolate overflow-hidden border-b border-border"
    >
      <div
        aria-hidden="true"
        className="absolute inset-0 -z-10 bg-[radial-gradient(ellipse_80%_70%_at_20%_0%,var(--brand-soft),transparent)]"
      />
      <div
        aria-hidden="true"
        className="absolute inset-0 -z-10 bg-[linear-gradient(to_right,var(--border)_1px,transparent_1px),linear-gradient(to_bottom,var(--border)_1px,transparent_1px)] [mask-image:radial-gradient(ellipse_70%_60%_at_20%_0%,black,transparent)] bg-[size:56px_56px] opacity-50"
      />
      <div className="container-page py-20 sm:py-28">
        {eyebrow && (
          <p className="mb-4 text-sm font-semibold tracking-[0.18em] text-brand uppercase">
            {eyebrow}
          </p>
        )}
        <h1
          id={id}
          className="max-w-4xl text-display font-bold text-balance"
          data-sanity={edit('heading')}
        >
          {heading}
        </h1>
        {intro && (
          <p
            className="mt-6 max-w-2xl text-lead text-pretty text-fg-muted"
            data-sanity={edit('intro')}
          >
            {intro}
          </p>
        )}
        {children && <div className="mt-10 flex flex-wrap gap-4">{children}</div>}
      </div>
    </section>
  );
}
