// Counters count up from 0 once scrolled into view. The figure a counter shows must be the
// content's, also when a refresh of the content changes it after the pre-rendered page loaded.
import { render, screen, waitFor } from '@testing-library/react';
import { beforeAll, expect, it } from 'vitest';

import { useCountUp } from '@/components/motion/use-count-up';

import { stubBelowTheFold, stubMatchMedia } from '../../utils/component-browser';

// framer-motion loads on demand; loaded once here, no test waits on its first import.
beforeAll(() => import('@/components/motion/count'));

function Counter({ target }: { target: number }) {
  const { ref, value } = useCountUp<HTMLParagraphElement>(target, { steps: 10, stepMs: 40 });
  return <p ref={ref}>{value}%</p>;
}

const figure = () => screen.getByText(/%$/);
const shown = () => Number(figure().textContent?.slice(0, -1));

it('counts from 0 in its steps once a counter below the fold scrolls into view', async () => {
  const scrollIntoView = stubBelowTheFold();
  render(<Counter target={150} />);
  await waitFor(() => expect(figure()).toHaveTextContent('0%'));

  const seen = new Set<number>();
  await waitFor(() => {
    scrollIntoView([figure()]);
    seen.add(shown());
    expect(figure()).toHaveTextContent('150%');
  });
  // It showed figures on the way, each a whole step: a tenth of 150.
  expect(seen.size).toBeGreaterThan(2);
  expect([...seen].every((value) => value % 15 === 0)).toBe(true);
});

it.each([
  ['in view', () => undefined],
  ['under reduced motion', () => stubMatchMedia((query) => query.includes('reduce'))],
])('shows a changed figure at once when the counter is %s', (_, setUp) => {
  setUp();
  const { rerender } = render(<Counter target={150} />);
  expect(figure()).toHaveTextContent('150%');
  rerender(<Counter target={10} />);
  expect(figure()).toHaveTextContent('10%');
});

it('counts to the changed figure, and only once, when it changes before the count', async () => {
  const scrollIntoView = stubBelowTheFold();
  const { rerender } = render(<Counter target={150} />);
  rerender(<Counter target={10} />);
  await waitFor(() => expect(figure()).toHaveTextContent('0%'));
  await waitFor(() => {
    scrollIntoView([figure()]);
    expect(figure()).toHaveTextContent('10%');
  });
  rerender(<Counter target={20} />);
  expect(figure()).toHaveTextContent('20%');
});
