// A legal page (privacy policy, terms of service): title, last-updated date, introduction, a
// table of contents built from the body's h2 sections, the body, and the closing link to
// /contact.
import { Link } from 'react-router';

import { ContentPending } from '@/components/layout/content-pending';
import { Icon } from '@/components/ui/icon';
import { Paragraphs } from '@/components/ui/paragraphs';
import { RichText, richTextSections } from '@/components/ui/portable-text';
import { formatCalendarDate } from '@/lib/format-date';
import { contentOrThrow } from '@/lib/page-query';
import { paths } from '@/lib/paths';

import { legalCopy } from '../legal-copy';
import { useLegalPage, type LegalPageSlug } from '../queries';

interface LegalPageProps {
  slug: LegalPageSlug;
}

export function LegalPage({ slug }: LegalPageProps) {
  const page = contentOrThrow(useLegalPage(slug));
  if (page === undefined) return <ContentPending />;
  if (!page) {
    return <p className="container-page py-24 text-lead text-fg-muted">{legalCopy.unavailable}</p>;
  }

  const lastUpdated = formatCalendarDate(page.lastUpdated);
  const sections = richTextSections(page.body);

  return (
    <>
      <section
        aria-labelledby="legal-title"
        className="relative isolate overflow-hidden border-b border-border"
      >
        <div
          aria-hidden="true"
          className="absolute inset-0 -z-10 bg-[radial-gradient(ellipse_80%_70%_at_15%_0%,var(--brand-soft),transparent)]"
        />
        <div className="container-page py-16 sm:py-20">
          <h1 id="legal-title" className="text-display font-bold text-balance">
            {page.title}
          </h1>
          {lastUpdated && (
            <p className="mt-5 font-medium text-fg-muted">
              {page.labels?.lastUpdatedLabel}{' '}
              <time dateTime={page.lastUpdated ?? undefined}>{lastUpdated}</time>
            </p>
          )}
          <Paragraphs
            text={page.intro}
            className="mt-6 max-w-3xl text-lead text-pretty text-fg-muted"
          />
        </div>
      </section>

      <div className="container-page grid grid-cols-1 gap-12 py-16 sm:py-20 lg:grid-cols-[16rem_minmax(0,1fr)] lg:gap-16">
        {sections.length > 0 && (
          <nav aria-labelledby="legal-contents-title" className="lg:sticky lg:top-28 lg:self-start">
            <h2
              id="legal-contents-title"
              className="text-xs font-semibold tracking-[0.14em] text-fg-muted uppercase"
            >
              {page.labels?.contentsHeading}
            </h2>
            <ul className="mt-4 space-y-1 border-l border-border text-sm">
              {sections.map((section) => (
                <li key={section.id}>
                  {/* A router link, not a bare #anchor: each jump gets its own history key,
                      so Back and Forward return to each section; bare #anchors share one key
                      and ScrollRestoration would put them all at the last jump's place. */}
                  <Link
                    to={{ hash: section.id }}
                    prefetch="none"
                    className="-ml-px block border-l border-transparent py-1.5 pl-4 text-fg-muted transition-colors hover:border-brand hover:text-brand"
                  >
                    {section.text}
                  </Link>
                </li>
              ))}
            </ul>
          </nav>
        )}
        <div className="max-w-3xl">
          <RichText value={page.body} />
          <Link
            to={paths.contact}
            prefetch="intent"
            className="group mt-16 flex flex-wrap items-center justify-between gap-6 rounded-card border border-border bg-surface-raised p-6 shadow-card transition-colors hover:border-brand sm:p-8"
          >
            <span className="min-w-0 flex-[1_1_9rem]">
              <span className="block text-xl font-semibold">{page.questions?.heading}</span>{' '}
              <span className="mt-1 block font-semibold text-brand">
                {page.questions?.linkLabel}
              </span>
            </span>
            <span className="inline-flex size-11 shrink-0 items-center justify-center rounded-full bg-brand text-brand-fg transition-transform group-hover:translate-x-1 motion-reduce:transition-none">
              <Icon name="arrow-right" className="size-5" />
            </span>
          </Link>
          <p className="mt-3 text-sm text-fg-muted">{page.questions?.text}</p>
        </div>
      </div>
    </>
  );
}
