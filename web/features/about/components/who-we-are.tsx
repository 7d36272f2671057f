// 'Who We Are': the story paragraphs beside two fact tiles, the founding year (2024) and the
// team's years of experience (2), so both readings of the founding claim appear.
import { SectionHeading } from '@/components/ui/section-heading';
import type { AboutPageQueryResult } from '@/lib/sanity.types';

type WhoWeAreSection = NonNullable<NonNullable<AboutPageQueryResult>['whoWeAre']>;

export function WhoWeAre({ section }: { section: WhoWeAreSection | null }) {
  if (!section) return null;
  const facts = [
    { key: 'founded', label: section.foundedLabel, value: section.foundedYear },
    { key: 'experience', label: section.experienceLabel, value: section.experienceYears },
  ].filter((fact) => fact.value != null);

  return (
    <section aria-labelledby="about-who-title" className="container-page py-20 sm:py-24">
      <div className="grid grid-cols-1 gap-12 lg:grid-cols-[minmax(0,3fr)_minmax(0,2fr)] lg:gap-16">
        <div>
          <SectionHeading id="about-who-title" heading={section.heading} />
          <div className="mt-6 space-y-5 text-lg leading-relaxed text-fg-muted">
            {section.body?.map((paragraph) => (
              <p key={paragraph}>{paragraph}</p>
            ))}
          </div>
        </div>
        <dl className="grid grid-cols-1 content-start gap-6 sm:grid-cols-2 lg:grid-cols-1">
          {facts.map((fact) => (
            <div
              key={fact.key}
              className="relative flex flex-col-reverse overflow-hidden rounded-card border border-border bg-surface-raised p-7 shadow-card"
            >
              <div
                aria-hidden="true"
                className="absolute inset-y-0 left-0 w-1 bg-gradient-to-b from-brand to-accent"
              />
              <dt className="mt-2 font-medium text-fg-muted">{fact.label}</dt>
              <dd className="text-5xl font-extrabold tracking-tight">{fact.value}</dd>
            </div>
          ))}
        </dl>
      </div>
    </section>
  );
}
