import { JsonLd } from '@/components/ui/json-ld';
import { hasImage, logoPngUrl } from '@/lib/image';
import { breadcrumbJsonLd, jobPostingJsonLd } from '@/lib/json-ld';
import { paths } from '@/lib/paths';

import { useCareersPage } from '../queries';
import { BenefitsGrid } from './benefits-grid';
import { CareersHero } from './careers-hero';
import { CultureValues } from './culture-values';
import { HiringProcess } from './hiring-process';
import { OpenPositions } from './open-positions';

export function CareersPage() {
  const { data } = useCareersPage();
  if (!data?.page) return null;
  const { page, openings, applyPositions, careersEmail, company } = data;
  const hiring = company && {
    ...company,
    logoUrl: hasImage(company.logo) ? logoPngUrl(company.logo) : null,
  };
  return (
    <>
      <JsonLd
        data={[
          ...openings.map((job) => jobPostingJsonLd(job, hiring)),
          breadcrumbJsonLd([
            { name: 'Home', path: paths.home },
            { name: 'Careers', path: paths.careers },
          ]),
        ]}
      />
      <CareersHero hero={page.hero} />
      <BenefitsGrid heading={page.benefitsHeading} benefits={page.benefits} />
      <OpenPositions
        positions={page.positions}
        jobCard={page.jobCard}
        resume={page.resume}
        openings={openings}
        applyPositions={applyPositions ?? []}
        careersEmail={careersEmail}
      />
      <CultureValues culture={page.culture} />
      <HiringProcess process={page.process} />
    </>
  );
}
