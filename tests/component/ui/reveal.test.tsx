// Cards below the fold fade in when they scroll into view (SPEC.md section 4, Cards); a list
// that is filtered or refetched moves its cards to new places, and none may stay faded out.
import { render, screen } from '@testing-library/react';
import { animateMini } from 'framer-motion/dom';
import type * as FramerDom from 'framer-motion/dom';
import { expect, it, vi } from 'vitest';

import { Reveal } from '@/components/motion/reveal';

import { stubBelowTheFold, stubMatchMedia } from '../../utils/component-browser';

// The animation ends at once where it would end after its delay and half a second.
vi.mock('framer-motion/dom', async (importOriginal) => ({
  ...(await importOriginal<typeof FramerDom>()),
  animateMini: vi.fn((element: HTMLElement, keyframes: Record<string, string | number>) => {
    Object.assign(element.style, keyframes);
  }),
}));

function Cards({ titles }: { titles: string[] }) {
  return (
    <ul>
      {titles.map((title, index) => (
        <Reveal as="li" key={title} index={index}>
          {title}
        </Reveal>
      ))}
    </ul>
  );
}

const card = (title: string) => screen.getByText(title);

/** The delay each card's fade-in started with, by its text. */
function delays() {
  return vi
    .mocked(animateMini)
    .mock.calls.map(([element, , options]) => [
      (element as HTMLElement).textContent,
      options?.delay,
    ]);
}

it('hides a card below the fold and fades it in, staggered, once it scrolls into view', () => {
  vi.mocked(animateMini).mockClear();
  const scrollIntoView = stubBelowTheFold();
  render(<Cards titles={['One', 'Two']} />);
  expect(card('Two')).toHaveStyle({ opacity: '0', transform: 'translateY(24px)' });

  scrollIntoView([card('One'), card('Two')]);
  expect(card('Two')).toHaveStyle({ opacity: '1', transform: 'translateY(0px)' });
  expect(delays()).toEqual([
    ['One', 0],
    ['Two', 0.1],
  ]);
});

it('shows a hidden card that a filter moves up to a new place, with the delay of that place', () => {
  vi.mocked(animateMini).mockClear();
  const scrollIntoView = stubBelowTheFold();
  const { rerender } = render(<Cards titles={['One', 'Two', 'Three']} />);
  expect(card('Three')).toHaveStyle({ opacity: '0' });

  // The filter leaves only 'Three', now at the top of the page and first in its list.
  vi.mocked(Element.prototype.getBoundingClientRect).mockReturnValue({ top: 0 } as DOMRect);
  rerender(<Cards titles={['Three']} />);
  scrollIntoView([card('Three')]);
  expect(card('Three')).toHaveStyle({ opacity: '1', transform: 'translateY(0px)' });
  expect(delays()).toEqual([['Three', 0]]);
});

it('does not fade a card in again when its place changes after it was shown', () => {
  vi.mocked(animateMini).mockClear();
  const scrollIntoView = stubBelowTheFold();
  const { rerender } = render(<Cards titles={['One', 'Two']} />);
  scrollIntoView([card('Two')]);
  expect(delays()).toEqual([['Two', 0.1]]);

  rerender(<Cards titles={['Two']} />);
  scrollIntoView([card('Two')]);
  expect(card('Two')).toHaveStyle({ opacity: '1' });
  expect(delays()).toEqual([['Two', 0.1]]);
});

it('shows every card at once, never hidden, for visitors who want less motion', () => {
  stubMatchMedia((query) => query.includes('reduce'));
  stubBelowTheFold();
  render(<Cards titles={['One', 'Two']} />);
  expect(card('Two')).not.toHaveAttribute('style');
});
