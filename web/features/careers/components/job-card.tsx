import { useId } from 'react';
import { Link } from 'react-router';

import { buttonStyles } from '@/components/ui/button-styles';
import { Icon } from '@/components/ui/icon';
import { Paragraphs } from '@/components/ui/paragraphs';
import { formatCalendarDate } from '@/lib/format-date';
import { paths } from '@/lib/paths';
import type { CareersPageQueryResult } from '@/lib/sanity.types';

import { formatSalaryRange } from '../format-salary';

interface JobCardProps {
  job: CareersPageQueryResult['openings'][number];
  labels: NonNullable<CareersPageQueryResult['page']>['jobCard'];
  applyPositions: readonly string[];
}

export function JobCard({ job, labels, applyPositions }: JobCardProps) {
  const titleId = useId();
  const salary = formatSalaryRange(job.salaryMin, job.salaryMax);
  const closes = formatCalendarDate(job.validThrough);
  const facts = [
    { key: 'department', label: labels?.departmentLabel, value: job.department, icon: 'briefcase' },
    { key: 'location', label: labels?.locationLabel, value: job.location, icon: 'map-pin' },
    { key: 'type', label: labels?.employmentTypeLabel, value: job.employmentType, icon: 'clock' },
  ].filter((fact) => fact.value);
  // An opening that is one of /apply's position choices arrives there already chosen.
  const applyTo =
    job.title && applyPositions.includes(job.title)
      ? `${paths.apply}?${new URLSearchParams({ position: job.title }).toString()}`
      : paths.apply;

  return (
    // The slug is the opening's anchor (/careers#<slug>), the URL its JobPosting data gives.
    <article
      id={job.slug ?? undefined}
      aria-labelledby={titleId}
      className="flex h-full flex-col rounded-card border border-border bg-surface-raised p-6 shadow-card transition-colors hover:border-brand/60 sm:p-8"
    >
      <h3 id={titleId} className="text-2xl font-bold">
        {job.title}
      </h3>
      <dl className="mt-4 flex flex-wrap gap-2 text-sm">
        {facts.map((fact) => (
          <div key={fact.key} className="max-w-full rounded-full bg-surface-sunken px-3 py-1">
            <dt className="sr-only">{fact.label}</dt>
            <dd className="inline-flex items-center gap-1.5 font-medium wrap-anywhere">
              <Icon name={fact.icon} className="size-4 text-fg-muted" />
              {fact.value}
            </dd>
          </div>
        ))}
      </dl>
      {salary && (
        <p className="mt-5 flex items-center gap-2 text-lg font-semibold">
          <Icon name="wallet" className="size-5 shrink-0 text-brand" />
          <span className="min-w-0">
            <span className="sr-only">{labels?.salaryLabel}: </span>
            {salary}
          </span>
        </p>
      )}
      {closes && (
        <p className="mt-3 flex items-center gap-2 text-sm font-medium">
          <Icon name="calendar" className="size-4 shrink-0 text-fg-muted" />
          {labels?.applyBy?.replace('{date}', closes)}
        </p>
      )}
      <Paragraphs text={job.description} className="mt-4 leading-relaxed text-fg-muted" />
      {job.requirements && job.requirements.length > 0 && (
        <>
          <h4 className="mt-6 text-sm font-semibold tracking-wide uppercase">
            {labels?.requirementsHeading}
          </h4>
          <ul className="mt-3 space-y-2">
            {job.requirements.map((requirement) => (
              <li key={requirement} className="flex gap-2.5">
                <Icon name="check" className="mt-0.5 size-5 shrink-0 text-brand" />
                <span className="min-w-0">{requirement}</span>
              </li>
            ))}
          </ul>
        </>
      )}
      <div className="mt-auto pt-8">
        {/* Named after the opening (the visible words first), so a list of links tells the
            Apply Now links apart. */}
        <Link
          to={applyTo}
          prefetch="intent"
          aria-label={labels?.applyLinkName?.replace('{job}', job.title ?? '')}
          className={buttonStyles.primary}
        >
          {labels?.applyLabel}
          <Icon name="arrow-right" className="size-5" />
        </Link>
      </div>
    </article>
  );
}
