// Home section 6: the parent company, with a link that opens its site in a new tab.
import { buttonStyles } from '@/components/ui/button-styles';
import { Icon } from '@/components/ui/icon';
import { SmartLink } from '@/components/ui/smart-link';
import type { HomePageQueryResult } from '@/lib/sanity.types';

type ParentCompanySection = NonNullable<HomePageQueryResult>['parentCompany'];

export function ParentCompany({ section }: { section: ParentCompanySection }) {
  if (!section) return null;
  return (
    <section aria-labelledby="home-parent-title" className="container-page py-20 sm:py-24">
      <div className="relative isolate overflow-hidden rounded-card border border-border bg-surface-raised px-6 py-12 shadow-card sm:px-12 sm:py-14">
        <div
          aria-hidden="true"
          className="absolute inset-0 -z-10 bg-[radial-gradient(ellipse_55%_90%_at_100%_0%,var(--brand-soft),transparent)]"
        />
        <div className="grid grid-cols-1 items-center gap-8 lg:grid-cols-[auto_minmax(0,1fr)_auto] lg:gap-12">
          <ParentMark />
          <div>
            <h2 id="home-parent-title" className="text-heading font-bold text-balance">
              {section.heading}
            </h2>
            {section.name && <p className="mt-2 font-semibold text-brand">{section.name}</p>}
            {section.description && (
              <p className="mt-4 max-w-2xl leading-relaxed text-fg-muted">{section.description}</p>
            )}
          </div>
          {section.url && (
            <SmartLink
              href={section.url}
              className={`${buttonStyles.primary} self-start lg:self-center`}
            >
              {section.ctaLabel}
              <Icon name="external-link" strokeWidth={2} className="size-4" />
            </SmartLink>
          )}
        </div>
      </div>
    </section>
  );
}

/** A decorative group mark: three linked tiles, the subsidiary highlighted. */
function ParentMark() {
  return (
    <svg aria-hidden="true" viewBox="0 0 96 96" className="size-20 max-w-full sm:size-24">
      <rect
        x="6"
        y="6"
        width="38"
        height="38"
        rx="10"
        style={{ fill: 'var(--surface-sunken)', stroke: 'var(--border)' }}
      />
      <rect
        x="52"
        y="6"
        width="38"
        height="38"
        rx="10"
        style={{ fill: 'var(--surface-sunken)', stroke: 'var(--border)' }}
      />
      <rect
        x="6"
        y="52"
        width="38"
        height="38"
        rx="10"
        style={{ fill: 'var(--surface-sunken)', stroke: 'var(--border)' }}
      />
      <rect x="52" y="52" width="38" height="38" rx="10" style={{ fill: 'var(--brand)' }} />
      <path
        d="M25 44v8M44 25h8M71 44v8M44 71h8"
        strokeWidth="3"
        strokeLinecap="round"
        style={{ stroke: 'var(--brand)' }}
      />
    </svg>
  );
}
