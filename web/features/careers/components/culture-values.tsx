import { Reveal } from '@/components/motion/reveal';
import { SectionHeading } from '@/components/ui/section-heading';
import type { CareersPageQueryResult } from '@/lib/sanity.types';

type CultureValuesProps = { culture: NonNullable<CareersPageQueryResult['page']>['culture'] };

export function CultureValues({ culture }: CultureValuesProps) {
  if (!culture?.values?.length) return null;
  return (
    <section aria-labelledby="culture-heading" className="container-page py-20 sm:py-24">
      <SectionHeading id="culture-heading" heading={culture.heading} />
      <ul className="mt-12 grid grid-cols-1 gap-6 md:grid-cols-3">
        {culture.values.map((value, index) => (
          <Reveal as="li" key={value._key} index={index}>
            {/* The number fills the card's top 5rem (pt-20) and the title starts below it: in a
                narrow card there is no room beside it for a name such as 'Collaboration'. */}
            <div className="relative h-full overflow-hidden rounded-card border border-border p-7 pt-20 transition-colors hover:border-brand/60">
              {/* A faint watermark, pure decoration, which WCAG exempts from contrast. Drawn as
                  generated content it is no text to read, select or contrast-check: as text,
                  axe flags its deliberately low contrast. */}
              <span
                aria-hidden="true"
                data-number={String(index + 1).padStart(2, '0')}
                className="absolute -top-4 right-4 text-8xl leading-none font-black text-brand/15 select-none before:content-[attr(data-number)]"
              />
              <h3 className="relative text-xl font-bold text-brand">{value.title}</h3>
              <p className="relative mt-3 leading-relaxed text-fg-muted">{value.description}</p>
            </div>
          </Reveal>
        ))}
      </ul>
    </section>
  );
}
