// Which finger movements count as a swipe; the browser test in tests/e2e/home.spec.ts drives
// the real carousel with Chromium's touch screen.
import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';

import { SWIPE_MIN_PX, useSwipe } from '@/features/testimonials/use-swipe';

function Surface({ onSwipe }: { onSwipe: (direction: 'left' | 'right') => void }) {
  return <div data-testid="surface" {...useSwipe(onSwipe)} />;
}

function setup() {
  const onSwipe = vi.fn();
  render(<Surface onSwipe={onSwipe} />);
  const surface = screen.getByTestId('surface');
  const move = (
    by: { x: number; y: number },
    { pointerType = 'touch', end = 'pointerUp' }: { pointerType?: string; end?: string } = {},
  ) => {
    const down = { pointerId: 1, isPrimary: true, pointerType, clientX: 200, clientY: 300 };
    fireEvent.pointerDown(surface, down);
    const up = { ...down, clientX: 200 + by.x, clientY: 300 + by.y };
    if (end === 'pointerCancel') fireEvent.pointerCancel(surface, up);
    fireEvent.pointerUp(surface, up);
  };
  return { onSwipe, move };
}

describe('useSwipe', () => {
  it('reports a sideways finger movement past the threshold, with its direction', () => {
    const { onSwipe, move } = setup();
    move({ x: -SWIPE_MIN_PX, y: 8 });
    move({ x: 120, y: -20 });
    move({ x: 80, y: 0 }, { pointerType: 'pen' });
    expect(onSwipe.mock.calls).toEqual([['left'], ['right'], ['right']]);
  });

  it('ignores short moves, scrolls that drift sideways, mouse drags and cancelled pointers', () => {
    const { onSwipe, move } = setup();
    move({ x: SWIPE_MIN_PX - 1, y: 0 });
    move({ x: -100, y: 60 });
    move({ x: -150, y: 0 }, { pointerType: 'mouse' });
    move({ x: -150, y: 0 }, { end: 'pointerCancel' });
    expect(onSwipe).not.toHaveBeenCalled();
  });
});
