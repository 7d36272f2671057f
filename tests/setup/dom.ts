import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach, beforeEach, vi } from 'vitest';

import { intersectionEntry, stubMatchMedia } from '../utils/component-browser';

// framer-motion's frame loop keeps the requestAnimationFrame it finds when first loaded. Loaded
// here, before any test fakes timers, it keeps the window's own in every file that shares it.
import 'framer-motion';

// The first test of a file also pays for importing the page's modules and starting msw, and a test
// that serves a changed seed starts a content lake of its own: on a busy two-core machine either
// can pass Testing Library's default 1 s wait for findBy queries.
configure({ asyncUtilTimeout: 8000 });

// Stubbed before every test and put back after it, so a test's own stubs never outlive it and
// no test finds these missing because an earlier one cleared the globals.
beforeEach(() => {
  // Testing Library advances fake timers only when it sees a `jest` global; point it at vitest's.
  vi.stubGlobal('jest', { advanceTimersByTime: (ms: number) => vi.advanceTimersByTime(ms) });
  // jsdom has no matchMedia; the site reads it for reduced motion and react-hot-toast uses it.
  stubMatchMedia();
  // jsdom has no IntersectionObserver and no layout: everything watched counts as in view, unless
  // a test lays the page out below the fold (stubBelowTheFold).
  vi.stubGlobal(
    'IntersectionObserver',
    class {
      constructor(private callback: IntersectionObserverCallback) {}
      observe(target: Element) {
        queueMicrotask(() => this.callback([intersectionEntry(target, true)], this as never));
      }
      unobserve() {}
      disconnect() {}
      takeRecords() {
        return [];
      }
    },
  );
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});
