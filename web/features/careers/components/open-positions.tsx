import { Reveal } from '@/components/motion/reveal';
import { buttonStyles } from '@/components/ui/button-styles';
import { EmailAddress } from '@/components/ui/email-address';
import { Icon } from '@/components/ui/icon';
import { SectionHeading } from '@/components/ui/section-heading';
import type { CareersPageQueryResult } from '@/lib/sanity.types';

import { OPEN_POSITIONS_HEADING_ID, OPEN_POSITIONS_ID } from '../careers-copy';
import { JobCard } from './job-card';

type Page = NonNullable<CareersPageQueryResult['page']>;

interface OpenPositionsProps {
  positions: Page['positions'];
  jobCard: Page['jobCard'];
  resume: Page['resume'];
  openings: CareersPageQueryResult['openings'];
  /** /apply's position choices: an opening among them links the form with it chosen. */
  applyPositions: readonly string[];
  careersEmail: string | null;
}

export function OpenPositions({
  positions,
  jobCard,
  resume,
  openings,
  applyPositions,
  careersEmail,
}: OpenPositionsProps) {
  return (
    <section
      id={OPEN_POSITIONS_ID}
      aria-labelledby={OPEN_POSITIONS_HEADING_ID}
      className="border-y border-border bg-surface-sunken/60"
    >
      <div className="container-page py-20 sm:py-24">
        <SectionHeading
          id={OPEN_POSITIONS_HEADING_ID}
          heading={positions?.heading}
          intro={positions?.intro}
          focusTarget
        />
        {openings.length > 0 ? (
          <ul className="mt-12 grid grid-cols-1 gap-6 lg:grid-cols-2">
            {openings.map((job, index) => (
              <Reveal as="li" key={job._id} index={index}>
                <JobCard job={job} labels={jobCard} applyPositions={applyPositions} />
              </Reveal>
            ))}
          </ul>
        ) : (
          <p className="mt-12 text-fg-muted">{positions?.noOpenings}</p>
        )}
        {careersEmail && resume?.heading && (
          <div className="mt-10 flex flex-col gap-6 rounded-card border border-dashed border-border bg-surface-raised p-6 sm:p-8 md:flex-row md:items-center md:justify-between">
            <p className="max-w-2xl leading-relaxed text-fg-muted">{resume.text}</p>
            <div className="flex shrink-0 flex-col items-start gap-2 md:items-end">
              <a href={`mailto:${careersEmail}`} className={buttonStyles.secondary}>
                <Icon name="mail" className="size-5" />
                {resume.heading}
              </a>
              <p className="text-sm wrap-anywhere text-fg-muted">
                {resume.addressPrefix}{' '}
                <span className="font-medium text-fg">
                  <EmailAddress email={careersEmail} />
                </span>
              </p>
            </div>
          </div>
        )}
      </div>
    </section>
  );
}
