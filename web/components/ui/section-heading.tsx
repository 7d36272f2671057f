// The heading block of a page section: the h2 the section is labelled by, and its intro.
interface SectionHeadingProps {
  /** id of the h2; the surrounding section uses it in aria-labelledby. */
  id: string;
  heading: string | null | undefined;
  intro?: string | null;
  /** Extra content on the heading line, such as a dated note. */
  aside?: string | null;
  centered?: boolean;
  /** Lets a script move focus to the heading (after an in-page jump). */
  focusTarget?: boolean;
}

export function SectionHeading({
  id,
  heading,
  intro,
  aside,
  centered = false,
  focusTarget = false,
}: SectionHeadingProps) {
  return (
    <div className={centered ? 'mx-auto max-w-2xl text-center' : 'max-w-2xl'}>
      <h2
        id={id}
        tabIndex={focusTarget ? -1 : undefined}
        className="text-heading font-bold text-balance outline-none"
      >
        {heading}
      </h2>
      {aside && <p className="mt-3 text-sm font-medium text-fg-muted">{aside}</p>}
      {intro && <p className="mt-4 text-lead text-pretty text-fg-muted">{intro}</p>}
    </div>
  );
}
