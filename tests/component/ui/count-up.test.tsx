// Counters count up from 0 once scrolled into view. The figure a
// counter shows must be the content's, also when a refresh of the content changes it after the
// pre-rendered page has loaded.
import { act, render, screen } from '@testing-library/react';
import { afterEach, expect, it, vi } from 'vitest';

import { useCountUp } from '@/components/motion/use-count-up';

import { stubBelowTheFold, stubMatchMedia } from '../../utils/component-browser';

function Counter({ target }: { target: number }) {
  const { ref, value } = useCountUp<HTMLParagraphElement>(target, { steps: 10, stepMs: 40 });
  return <p ref={ref}>{value}%</p>;
}

const figure = () => screen.getByText(/%$/);

afterEach(() => {
  vi.useRealTimers();
});

it('counts from 0 in its steps once a counter below the fold scrolls into view', () => {
  const scrollIntoView = stubBelowTheFold();
  vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
  render(<Counter target={150} />);
  expect(figure()).toHaveTextContent('0%');
  scrollIntoView([figure()]);
  act(() => vi.advanceTimersByTime(40));
  expect(figure()).toHaveTextContent('15%');
  act(() => vi.advanceTimersByTime(360));
  expect(figure()).toHaveTextContent('150%');
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

it('counts to the changed figure, and only once, when it changes before the count', () => {
  const scrollIntoView = stubBelowTheFold();
  vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
  const { rerender } = render(<Counter target={150} />);
  rerender(<Counter target={10} />);
  expect(figure()).toHaveTextContent('0%');
  scrollIntoView([figure()]);
  act(() => vi.advanceTimersByTime(400));
  expect(figure()).toHaveTextContent('10%');
  rerender(<Counter target={20} />);
  expect(figure()).toHaveTextContent('20%');
});
