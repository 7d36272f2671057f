import { Reveal } from '@/components/motion/reveal';
import { SectionHeading } from '@/components/ui/section-heading';
import type { CareersPageQueryResult } from '@/lib/sanity.types';

type CultureValuesProps = { culture: NonNullable<CareersPageQueryResult['page']>['culture'] };

export function CultureValues({ culture }: CultureValuesProps) {
  if (!culture?.values?.length) return null;
  return (
    <section aria-labelledby="culture-heading" className="container-page py-20 sm:py-24">
      <SectionHeading id="culture-heading" heading={culture.heading} />
      <ul className="mt-12 grid gap-6 md:grid-cols-3">
        {culture.values.map((value, index) => (
          <Reveal as="li" key={value._key} index={index}>
            <div className="relative h-full overflow-hidden rounded-card border border-border p-7 transition-colors hover:border-brand/60">
              <span
                aria-hidden="true"
                className="absolute -top-4 right-4 text-8xl leading-none font-black text-brand/15 select-none"
              >
                {String(index + 1).padStart(2, '0')}
              </span>
              <h3 className="relative text-xl font-bold text-brand">{value.title}</h3>
              <p className="relative mt-3 leading-relaxed text-fg-muted">{value.description}</p>
            </div>
          </Reveal>
        ))}
      </ul>
    </section>
  );
}
