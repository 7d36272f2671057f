// A sideways swipe for the testimonials carousel on touch screens, where a card looks like a
// slide; Previous, Next and the dots stay the one-tap way (WCAG 2.5.1). With `touch-action: pan-y
// pinch-zoom` the page still scrolls and zooms (the browser then cancels the pointer).

import { useRef, type PointerEvent } from 'react';

/** How far a finger must travel sideways, in CSS pixels, to count as a swipe. */
export const SWIPE_MIN_PX = 48;

type Direction = 'left' | 'right';

export function useSwipe(onSwipe: (direction: Direction) => void) {
  const start = useRef<{ id: number; x: number; y: number } | null>(null);

  const onPointerDown = (event: PointerEvent) => {
    // A mouse drag selects a quote's text instead.
    if (event.pointerType === 'mouse' || !event.isPrimary) return;
    start.current = { id: event.pointerId, x: event.clientX, y: event.clientY };
  };

  const onPointerUp = (event: PointerEvent) => {
    const from = start.current;
    start.current = null;
    if (!from || from.id !== event.pointerId) return;
    const dx = event.clientX - from.x;
    const dy = event.clientY - from.y;
    // Mostly sideways: a scroll that drifts a little is not a swipe.
    if (Math.abs(dx) < SWIPE_MIN_PX || Math.abs(dx) < 2 * Math.abs(dy)) return;
    onSwipe(dx < 0 ? 'left' : 'right');
  };

  const onPointerCancel = () => {
    start.current = null;
  };

  return { onPointerDown, onPointerUp, onPointerCancel };
}
