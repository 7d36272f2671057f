// Three consecutive testimonials from the current index (one on small screens), Previous and
// Next wrapping around all of them, a dot per index to jump to it, and a sideways swipe on a
// touch screen doing what Previous and Next do.
import { useEffect, useRef, useState, type CSSProperties } from 'react';

import { animateElement } from '@/components/motion/load-motion';
import { Icon } from '@/components/ui/icon';

import { useTestimonials } from '../queries';
import { useSwipe } from '../use-swipe';
import { visibleTestimonials, wrapIndex } from '../visible-testimonials';
import { fillIn } from '../fill-in';
import { TestimonialCard } from './testimonial-card';

export const TESTIMONIALS_PER_VIEW = 3;

const controlClass =
  'border-border bg-surface-raised text-fg hover:border-brand hover:text-brand inline-flex size-11 items-center justify-center rounded-full border transition-colors';

/** The carousel's screen-reader words; `{number}` and `{rating}` are filled in. */
export interface CarouselLabels {
  carouselLabel?: string | null;
  previousLabel?: string | null;
  nextLabel?: string | null;
  dotLabel?: string | null;
  ratingLabel?: string | null;
}

export function TestimonialCarousel({ labels }: { labels?: CarouselLabels }) {
  const { data } = useTestimonials();
  const items = data ?? [];
  const [index, setIndex] = useState(0);
  const listRef = useFadeOnChange(index);
  const goTo = (next: number) => setIndex(wrapIndex(next, items.length));
  // Swiping left brings the next testimonial in from the right, as on a strip of slides.
  const swipe = useSwipe((direction) => goTo(direction === 'left' ? index + 1 : index - 1));

  if (items.length === 0) return null;
  const visible = visibleTestimonials(items, index, TESTIMONIALS_PER_VIEW);

  return (
    <div
      role="group"
      aria-roledescription="carousel"
      aria-label={labels?.carouselLabel ?? undefined}
    >
      {/* Side by side, each card takes a third of the row however many there are, and fewer
          than three sit in the middle rather than leaving empty columns on the right. */}
      <ul
        ref={listRef}
        aria-live="polite"
        {...swipe}
        style={{ '--shown': visible.length } as CSSProperties}
        className="grid touch-pan-y touch-pinch-zoom grid-cols-1 gap-6 md:grid-cols-[repeat(var(--shown),calc((100%-3rem)/3))] md:justify-center"
      >
        {visible.map((testimonial, position) => (
          // Each item passes three rows of the list's grid on to its card (see testimonial-card).
          <li
            key={testimonial._id}
            className={`md:row-span-3 md:grid md:grid-cols-1 md:grid-rows-subgrid ${position === 0 ? '' : 'hidden'}`}
          >
            <TestimonialCard testimonial={testimonial} ratingLabel={labels?.ratingLabel} />
          </li>
        ))}
      </ul>
      {/* Previous, the dots, Next: one row, in the order Tab takes them. Below 640 px the dots
          wrap into two rows of six between the arrows, so the row fits a 320 px phone. */}
      <div className="mt-10 flex flex-wrap items-center justify-center gap-x-4 gap-y-3">
        <button
          type="button"
          aria-label={labels?.previousLabel ?? undefined}
          onClick={() => goTo(index - 1)}
          className={controlClass}
        >
          <Chevron direction="left" />
        </button>
        <ul className="flex max-w-36 flex-wrap justify-center sm:max-w-none">
          {items.map((testimonial, dot) => (
            <li key={testimonial._id}>
              <button
                type="button"
                // True whether one card shows or three: the dot's testimonial comes first.
                aria-label={fillIn(labels?.dotLabel, '{number}', dot + 1)}
                aria-current={dot === index ? 'true' : undefined}
                onClick={() => goTo(dot)}
                className="group inline-flex size-6 items-center justify-center rounded-full"
              >
                <span
                  aria-hidden="true"
                  // Drawn by its background alone, so forced colours keep the dot's own (system) colours.
                  className={`block h-2 rounded-full transition-all forced-colors:forced-color-adjust-none ${
                    dot === index
                      ? 'w-5 bg-brand forced-colors:bg-[CanvasText]'
                      : 'w-2 bg-fg-muted/70 group-hover:bg-fg forced-colors:bg-[GrayText]'
                  }`}
                />
              </button>
            </li>
          ))}
        </ul>
        <button
          type="button"
          aria-label={labels?.nextLabel ?? undefined}
          onClick={() => goTo(index + 1)}
          className={controlClass}
        >
          <Chevron direction="right" />
        </button>
      </div>
    </div>
  );
}

/** A short fade when the shown testimonials change; skipped on first render and under reduced motion. */
function useFadeOnChange(index: number) {
  const ref = useRef<HTMLUListElement>(null);
  const first = useRef(true);
  useEffect(() => {
    const list = ref.current;
    if (first.current) {
      first.current = false;
      return;
    }
    if (!list) return;
    animateElement(
      list,
      { opacity: [0.2, 1], transform: ['translateY(8px)', 'translateY(0)'] },
      { duration: 0.3, ease: 'easeOut' },
    );
  }, [index]);
  return ref;
}

function Chevron({ direction }: { direction: 'left' | 'right' }) {
  return <Icon name={`chevron-${direction}`} strokeWidth={2} className="size-5" />;
}
