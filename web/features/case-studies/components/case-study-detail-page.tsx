// /case-studies/:slug: the story from the CMS (hero with the LCP image, every result, client
// and duration, the Portable Text body), a call to action and the way back to the list.
import { Link } from 'react-router';

import { ContentPending } from '@/components/layout/content-pending';
import { DetailHero } from '@/components/layout/detail-hero';
import { Reveal } from '@/components/motion/reveal';
import { accentClasses } from '@/components/ui/accent-colors';
import { buttonStyles } from '@/components/ui/button-styles';
import { Icon } from '@/components/ui/icon';
import { JsonLd } from '@/components/ui/json-ld';
import { Paragraphs } from '@/components/ui/paragraphs';
import { SmartLink } from '@/components/ui/smart-link';
import { RichText } from '@/components/ui/portable-text';
import { useEditLink } from '@/lib/edit-links';
import { breadcrumbJsonLd } from '@/lib/json-ld';
import { contentOrThrow } from '@/lib/page-query';
import { paths } from '@/lib/paths';
import type { CaseStudyBySlugQueryResult } from '@/lib/sanity.types';

import { useCaseStudy } from '../queries';
import { CaseStudyNotFound } from './case-study-not-found';

type CaseStudy = NonNullable<CaseStudyBySlugQueryResult['caseStudy']>;
type Page = NonNullable<CaseStudyBySlugQueryResult['page']>;
type Labels = Page['detail'];

function CaseStudyHero({ caseStudy, copy }: { caseStudy: CaseStudy; copy: Labels | undefined }) {
  const accent = accentClasses(caseStudy.color);
  const editLink = useEditLink();
  return (
    <DetailHero
      titleId="case-study-title"
      image={caseStudy.image}
      imageEdit={editLink({ id: caseStudy._id, type: 'caseStudy' }, 'image')}
    >
      <Link
        to={paths.caseStudies}
        prefetch="intent"
        className="inline-flex items-center gap-2 text-sm font-medium text-fg-muted underline-offset-4 hover:text-fg hover:underline"
      >
        <Icon name="arrow-left" className="size-4" />
        {copy?.backLabel}
      </Link>
      <div className="mt-8 flex items-center gap-3">
        <span
          className={`inline-flex size-11 items-center justify-center rounded-control ring-1 ${accent.tile}`}
        >
          <Icon name={caseStudy.icon} className="size-6" />
        </span>
        <p className="min-w-0 rounded-full bg-brand-soft px-3 py-1 text-xs font-semibold text-brand">
          <span className="sr-only">{copy?.categoryLabel}:</span> {caseStudy.category}
        </p>
      </div>
      <h1
        id="case-study-title"
        className="mt-6 text-display font-bold text-balance"
        data-sanity={editLink({ id: caseStudy._id, type: 'caseStudy' }, 'title')}
      >
        {caseStudy.title}
      </h1>
      <Paragraphs
        text={caseStudy.description}
        className="mt-6 max-w-2xl text-lead text-pretty text-fg-muted"
      />
      <dl className="mt-8 flex flex-wrap gap-x-10 gap-y-4">
        <div>
          <dt className="flex items-center gap-2 text-sm text-fg-muted">
            <Icon name="building" className="size-4" />
            {copy?.clientLabel}
          </dt>
          <dd className="mt-1 font-semibold">{caseStudy.client}</dd>
        </div>
        <div>
          <dt className="flex items-center gap-2 text-sm text-fg-muted">
            <Icon name="calendar" className="size-4" />
            {copy?.durationLabel}
          </dt>
          <dd className="mt-1 font-semibold">{caseStudy.duration}</dd>
        </div>
      </dl>
    </DetailHero>
  );
}

function CaseStudyResults({
  results,
  heading,
}: {
  results: CaseStudy['results'];
  heading?: string | null;
}) {
  return (
    <section aria-labelledby="case-study-results-title" className="container-page pt-20 sm:pt-24">
      <h2 id="case-study-results-title" className="text-heading font-bold">
        {heading}
      </h2>
      <ul className="mt-10 grid grid-cols-1 gap-4 sm:grid-cols-2 lg:grid-cols-4">
        {(results ?? []).map((result, index) => (
          <Reveal
            as="li"
            key={result}
            index={index}
            className="flex gap-3 rounded-card border border-border bg-surface-raised p-5 shadow-card"
          >
            <Icon name="trending-up" className="size-6 shrink-0 text-success" />
            <span className="min-w-0 font-semibold">{result}</span>
          </Reveal>
        ))}
      </ul>
    </section>
  );
}

function CaseStudyCta({ cta }: { cta: NonNullable<Page['cta']> }) {
  return (
    <aside
      aria-labelledby="case-study-cta-title"
      className="relative isolate overflow-hidden rounded-card border border-border bg-surface-raised p-6 shadow-card sm:p-8 lg:sticky lg:top-28"
    >
      <div
        aria-hidden="true"
        className="absolute inset-0 -z-10 bg-[radial-gradient(ellipse_90%_70%_at_0%_0%,var(--brand-soft),transparent)]"
      />
      <h2 id="case-study-cta-title" className="text-xl font-semibold">
        {cta.heading}
      </h2>
      {cta.text && <p className="mt-3 leading-relaxed text-fg-muted">{cta.text}</p>}
      {cta.link?.label && (
        <SmartLink href={cta.link.href} className={`${buttonStyles.primary} mt-6 w-full`}>
          {cta.link.label}
          <Icon name="arrow-right" className="size-4" />
        </SmartLink>
      )}
    </aside>
  );
}

interface CaseStudyDetailPageProps {
  slug: string;
}

export function CaseStudyDetailPage({ slug }: CaseStudyDetailPageProps) {
  const data = contentOrThrow(useCaseStudy(slug));
  if (data === undefined) return <ContentPending />;
  const { caseStudy, page } = data;
  if (!caseStudy) return <CaseStudyNotFound words={page?.notFound} />;
  const copy = page?.detail;

  return (
    <>
      <JsonLd
        data={breadcrumbJsonLd([
          { name: 'Home', path: paths.home },
          { name: 'Case Studies', path: paths.caseStudies },
          { name: caseStudy.title ?? '', path: paths.caseStudy(slug) },
        ])}
      />
      <CaseStudyHero caseStudy={caseStudy} copy={copy} />
      <CaseStudyResults results={caseStudy.results} heading={copy?.resultsHeading} />
      <div className="container-page grid grid-cols-1 gap-12 py-20 sm:py-24 lg:grid-cols-[minmax(0,1fr)_20rem] lg:gap-16">
        <article aria-label={copy?.storyLabel ?? undefined} className="max-w-3xl">
          <RichText value={caseStudy.body} />
          <Link
            to={paths.caseStudies}
            prefetch="intent"
            className={`${buttonStyles.secondary} mt-12`}
          >
            <Icon name="arrow-left" className="size-4" />
            {copy?.backLabel}
          </Link>
        </article>
        <div>{page?.cta?.heading && <CaseStudyCta cta={page.cta} />}</div>
      </div>
    </>
  );
}
