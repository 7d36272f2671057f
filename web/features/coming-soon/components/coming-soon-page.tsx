// The Coming Soon page shared by /social-marketing and /digital-marketing:
// its copy, an email field with 'Notify Me' (composed in by the route from the newsletter
// feature) and 'Back to Home'.
import type { ReactNode } from 'react';

import { Icon } from '@/components/ui/icon';
import { SmartLink } from '@/components/ui/smart-link';
import type { ComingSoonPageQueryResult } from '@/lib/sanity.types';

import { useComingSoonPage } from '../queries';

type SignupWords = NonNullable<ComingSoonPageQueryResult>['signup'];

interface ComingSoonPageProps {
  /** The 'Notify Me' sign-up form, in the words the page gives it. */
  signupForm: (words: SignupWords) => ReactNode;
}

export function ComingSoonPage({ signupForm }: ComingSoonPageProps) {
  const { data } = useComingSoonPage();
  if (!data) return null;
  return (
    <section
      aria-labelledby="coming-soon-title"
      className="relative isolate flex min-h-[75vh] items-center overflow-hidden py-20"
    >
      <div
        aria-hidden="true"
        className="absolute inset-0 -z-10 bg-[radial-gradient(ellipse_55%_55%_at_50%_30%,var(--brand-soft),transparent),radial-gradient(ellipse_40%_40%_at_85%_90%,color-mix(in_oklab,var(--accent)_14%,transparent),transparent)]"
      />
      <div className="container-page flex flex-col items-center text-center">
        <ComingSoonMark />
        <h1 id="coming-soon-title" className="mt-8 text-display font-extrabold text-balance">
          {data.heading}
        </h1>
        {data.text && (
          <p className="mt-6 max-w-2xl text-lead text-pretty text-fg-muted">{data.text}</p>
        )}
        <div className="mt-10 w-full max-w-lg rounded-card border border-border bg-surface-raised p-5 text-left shadow-card sm:p-6">
          {signupForm(data.signup)}
          {data.note && <p className="mt-3 text-xs text-fg-muted">{data.note}</p>}
        </div>
        {data.backLink?.href && (
          <SmartLink
            href={data.backLink.href}
            className="mt-8 inline-flex items-center gap-2 font-semibold text-brand underline-offset-4 hover:text-brand-strong hover:underline"
          >
            <Icon name="arrow-left" strokeWidth={2} className="size-4" />
            {data.backLink.label}
          </SmartLink>
        )}
      </div>
    </section>
  );
}

/** A decorative launch mark: a rocket in a glowing ring. */
function ComingSoonMark() {
  return (
    <span className="relative inline-flex size-20 items-center justify-center rounded-full border border-border bg-surface-raised text-brand shadow-card">
      {/* Two pulses (5 s), then still: a motion that ran on would need a pause (WCAG 2.2.2). */}
      <span
        aria-hidden="true"
        className="absolute inset-0 animate-ping rounded-full border border-brand/40 [animation-duration:2.5s] [animation-iteration-count:2]"
      />
      <Icon name="rocket" className="size-9" />
    </span>
  );
}
