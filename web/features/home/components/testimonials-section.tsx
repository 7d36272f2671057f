// Home section 5: the heading around the testimonials carousel, which the route composes in from
// the testimonials feature.
import type { ReactNode } from 'react';

import { SectionHeading } from '@/components/ui/section-heading';
import type { HomePageQueryResult } from '@/lib/sanity.types';

type TestimonialsCopy = NonNullable<HomePageQueryResult>['testimonials'];
/** The carousel's screen-reader words. */
export type TestimonialLabels = TestimonialsCopy;

interface TestimonialsSectionProps {
  copy: TestimonialsCopy;
  children: ReactNode;
}

export function TestimonialsSection({ copy, children }: TestimonialsSectionProps) {
  // With no testimonials to show (the carousel renders nothing), the whole section stays hidden:
  // a heading and intro over empty space would look broken.
  return (
    <section
      aria-labelledby="home-testimonials-title"
      className="relative isolate overflow-hidden border-y border-border bg-surface-sunken/60 has-[[data-slot=testimonials]:empty]:hidden"
    >
      <div
        aria-hidden="true"
        className="absolute inset-0 -z-10 bg-[radial-gradient(ellipse_60%_50%_at_50%_0%,var(--brand-soft),transparent)] opacity-70"
      />
      <div className="container-page py-20 sm:py-24">
        <SectionHeading
          id="home-testimonials-title"
          heading={copy?.heading}
          intro={copy?.intro}
          centered
        />
        <div data-slot="testimonials" className="mt-12">
          {children}
        </div>
      </div>
    </section>
  );
}
