// Cards below the fold fade in when they scroll into view; a list that is filtered or
// refetched moves its cards to new places, and none may stay faded out.
import { render, screen, waitFor } from '@testing-library/react';
import { expect, it, vi } from 'vitest';

import { Reveal } from '@/components/motion/reveal';

import { stubBelowTheFold, stubMatchMedia } from '../../utils/component-browser';

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

/** A card that is not held hidden: its own style is the shown one. */
function expectShown(element: HTMLElement) {
  expect(element.style.opacity).not.toBe('0');
  expect(element.style.transform).not.toContain('24px');
}

/** Scrolls the cards into view once the page has started watching them. */
async function scrollTo(scrollIntoView: ReturnType<typeof stubBelowTheFold>, titles: string[]) {
  await waitFor(() => {
    scrollIntoView(titles.map(card));
    for (const title of titles) expectShown(card(title));
  });
}

it('hides a card below the fold and shows it once it scrolls into view', async () => {
  const scrollIntoView = stubBelowTheFold();
  render(<Cards titles={['One', 'Two']} />);
  await waitFor(() =>
    expect(card('Two')).toHaveStyle({ opacity: '0', transform: 'translateY(24px)' }),
  );

  await scrollTo(scrollIntoView, ['One', 'Two']);
});

it('shows a hidden card that a filter moves up to a new place', async () => {
  const scrollIntoView = stubBelowTheFold();
  const { rerender } = render(<Cards titles={['One', 'Two', 'Three']} />);
  await waitFor(() => expect(card('Three')).toHaveStyle({ opacity: '0' }));

  // The filter leaves only 'Three', now at the top of the page and first in its list.
  rerender(<Cards titles={['Three']} />);
  await scrollTo(scrollIntoView, ['Three']);
});

it('does not hide a card again when its place changes after it was shown', async () => {
  const scrollIntoView = stubBelowTheFold();
  const { rerender } = render(<Cards titles={['One', 'Two']} />);
  await scrollTo(scrollIntoView, ['Two']);

  rerender(<Cards titles={['Two']} />);
  expectShown(card('Two'));
});

it('shows every card at once, never hidden, for visitors who want less motion', () => {
  stubMatchMedia((query) => query.includes('reduce'));
  stubBelowTheFold();
  render(<Cards titles={['One', 'Two']} />);
  expect(card('Two')).not.toHaveAttribute('style');
});

it('shows a card below the fold at once where the browser cannot tell what is in view', () => {
  stubBelowTheFold();
  vi.stubGlobal('IntersectionObserver', undefined);
  render(<Cards titles={['One', 'Two']} />);
  expectShown(card('Two'));
});
