// Cards below the fold fade in when they scroll into view; a list
// that is filtered or refetched moves its cards to new places, and none may stay faded out.
import { render, screen } from '@testing-library/react';
import { beforeEach, expect, it, vi } from 'vitest';

import { Reveal } from '@/components/motion/reveal';

import { stubBelowTheFold, stubMatchMedia } from '../../utils/component-browser';

// jsdom has no Web Animations: a card's fade-in is recorded, with the element it ran on.
const animate = vi.fn<Element['animate']>();

beforeEach(() => {
  animate.mockClear();
  Element.prototype.animate = animate;
});

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

/** The delay, in ms, each card's fade-in started with, by its text. */
function delays() {
  return animate.mock.contexts.map((element, call) => {
    const options = animate.mock.calls[call]?.[1];
    return [(element as HTMLElement).textContent, typeof options === 'object' ? options.delay : 0];
  });
}

/** A card that is not held hidden: its own style is the shown one. */
function expectShown(element: HTMLElement) {
  expect(element.style.opacity).toBe('');
  expect(element.style.transform).toBe('');
}

it('hides a card below the fold and fades it in, staggered, once it scrolls into view', () => {
  const scrollIntoView = stubBelowTheFold();
  render(<Cards titles={['One', 'Two']} />);
  expect(card('Two')).toHaveStyle({ opacity: '0', transform: 'translateY(24px)' });

  scrollIntoView([card('One'), card('Two')]);
  expectShown(card('Two'));
  expect(delays()).toEqual([
    ['One', 0],
    ['Two', 100],
  ]);
  // The fade starts from the hidden frame and holds it through the delay.
  expect(animate.mock.calls[1]?.[0]).toEqual([
    { opacity: 0, transform: 'translateY(24px)' },
    { opacity: 1, transform: 'translateY(0px)' },
  ]);
  expect(animate.mock.calls[1]?.[1]).toMatchObject({ fill: 'backwards', duration: 500 });
});

it('shows a hidden card that a filter moves up to a new place, with the delay of that place', () => {
  const scrollIntoView = stubBelowTheFold();
  const { rerender } = render(<Cards titles={['One', 'Two', 'Three']} />);
  expect(card('Three')).toHaveStyle({ opacity: '0' });

  // The filter leaves only 'Three', now at the top of the page and first in its list.
  vi.mocked(Element.prototype.getBoundingClientRect).mockReturnValue({ top: 0 } as DOMRect);
  rerender(<Cards titles={['Three']} />);
  scrollIntoView([card('Three')]);
  expectShown(card('Three'));
  expect(delays()).toEqual([['Three', 0]]);
});

it('does not fade a card in again when its place changes after it was shown', () => {
  const scrollIntoView = stubBelowTheFold();
  const { rerender } = render(<Cards titles={['One', 'Two']} />);
  scrollIntoView([card('Two')]);
  expect(delays()).toEqual([['Two', 100]]);

  rerender(<Cards titles={['Two']} />);
  scrollIntoView([card('Two')]);
  expectShown(card('Two'));
  expect(delays()).toEqual([['Two', 100]]);
});

it('shows every card at once, never hidden, for visitors who want less motion', () => {
  stubMatchMedia((query) => query.includes('reduce'));
  stubBelowTheFold();
  render(<Cards titles={['One', 'Two']} />);
  expect(card('Two')).not.toHaveAttribute('style');
  expect(animate).not.toHaveBeenCalled();
});

it('shows a card below the fold at once where the browser cannot tell what is in view', () => {
  stubBelowTheFold();
  vi.stubGlobal('IntersectionObserver', undefined);
  render(<Cards titles={['One', 'Two']} />);
  expectShown(card('Two'));
  expect(delays()).toEqual([
    ['One', 0],
    ['Two', 100],
  ]);
});
