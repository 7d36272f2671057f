import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach, vi } from 'vitest';

afterEach(() => cleanup());

// The first test of a file also pays for importing the page's modules and starting msw, which on
// a busy two-core machine can pass Testing Library's default 1 s wait for findBy queries.
configure({ asyncUtilTimeout: 3000 });

// Testing Library advances fake timers only when it sees a `jest` global; point it at vitest's.
vi.stubGlobal('jest', { advanceTimersByTime: (ms: number) => vi.advanceTimersByTime(ms) });

// jsdom has no matchMedia; the site reads it for reduced motion and react-hot-toast uses it.
if (!window.matchMedia) {
  vi.stubGlobal(
    'matchMedia',
    (query: string): MediaQueryList =>
      ({
        matches: false,
        media: query,
        onchange: null,
        addEventListener: () => undefined,
        removeEventListener: () => undefined,
        addListener: () => undefined,
        removeListener: () => undefined,
        dispatchEvent: () => false,
      }) as MediaQueryList,
  );
}
