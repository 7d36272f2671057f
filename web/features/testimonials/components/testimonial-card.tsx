import { Icon } from '@/components/ui/icon';
import { Paragraphs } from '@/components/ui/paragraphs';
import type { TestimonialsQueryResult } from '@/lib/sanity.types';

import { initials } from '../initials';
import { StarRating } from './star-rating';

interface TestimonialCardProps {
  testimonial: TestimonialsQueryResult[number];
  ratingLabel: string | null | undefined;
}

export function TestimonialCard({ testimonial, ratingLabel }: TestimonialCardProps) {
  const name = testimonial.name ?? '';
  // Side by side (md and up), the carousel's list item hands the card three rows of its grid:
  // rating, quote and author line up across the cards however long a quote or role runs, so
  // every divider and author row sits at the same height.
  return (
    <figure className="relative flex h-full flex-col gap-5 rounded-card border border-border bg-surface-raised p-6 shadow-card sm:p-7 md:row-span-3 md:grid md:grid-cols-1 md:grid-rows-subgrid">
      <Icon
        name="quote"
        filled
        className="absolute top-5 right-6 size-12 rotate-180 text-brand/15"
      />
      {testimonial.rating != null && <StarRating rating={testimonial.rating} label={ratingLabel} />}
      <blockquote className="flex-1 text-base leading-7 text-fg md:row-start-2">
        {/* The marks open the first paragraph and close the last. */}
        <Paragraphs text={`“${testimonial.quote?.trim() ?? ''}”`} className="not-first:mt-3" />
      </blockquote>
      <figcaption className="flex items-start gap-3 border-t border-border pt-5 md:row-start-3">
        <span
          aria-hidden="true"
          className="flex size-11 shrink-0 items-center justify-center rounded-full bg-gradient-to-br from-brand to-accent text-sm font-bold text-brand-fg"
        >
          {initials(name)}
        </span>
        <span className="flex min-w-0 flex-col">
          <span className="font-semibold text-fg">{name}</span>
          {testimonial.role && <span className="text-sm text-fg-muted">{testimonial.role}</span>}
        </span>
      </figcaption>
    </figure>
  );
}
