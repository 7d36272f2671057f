import { Reveal } from '@/components/motion/reveal';
import { IconCard } from '@/components/ui/icon-card';
import { SectionHeading } from '@/components/ui/section-heading';
import type { CareersPageQueryResult } from '@/lib/sanity.types';

type CareersPage = NonNullable<CareersPageQueryResult['page']>;

interface BenefitsGridProps {
  heading: CareersPage['benefitsHeading'];
  benefits: CareersPage['benefits'];
}

export function BenefitsGrid({ heading, benefits }: BenefitsGridProps) {
  if (!benefits?.length) return null;
  return (
    <section aria-labelledby="benefits-heading" className="container-page py-20 sm:py-24">
      <SectionHeading id="benefits-heading" heading={heading} />
      <ul className="mt-12 grid grid-cols-1 gap-6 md:grid-cols-2 lg:grid-cols-3">
        {benefits.map((benefit, index) => (
          <Reveal as="li" key={benefit._key} index={index}>
            <IconCard icon={benefit.icon} title={benefit.title} description={benefit.description} />
          </Reveal>
        ))}
      </ul>
    </section>
  );
}
