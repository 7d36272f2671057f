// The theme following the visitor's stored choice after the page has loaded. Another tab's
// switch (the storage event) is covered in Chromium by tests/e2e/theme.spec.ts; a page coming
// back from the back/forward cache, which Chromium under test does not keep, is covered here.
import { act, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';

import { ThemeProvider, useTheme } from '@/features/theme/theme-provider';
import { THEME_STORAGE_KEY } from '@/features/theme/theme-script';

function ShownTheme() {
  return <p>{useTheme().theme}</p>;
}

function renderDark() {
  document.documentElement.classList.add('dark');
  render(
    <ThemeProvider>
      <ShownTheme />
    </ThemeProvider>,
  );
  expect(screen.getByText('dark')).toBeInTheDocument();
}

const show = (persisted: boolean) =>
  act(() => {
    window.dispatchEvent(new PageTransitionEvent('pageshow', { persisted }));
  });

afterEach(() => {
  localStorage.clear();
  document.documentElement.classList.remove('dark');
});

describe('ThemeProvider', () => {
  it('takes a theme chosen elsewhere when the page comes back from the back/forward cache', () => {
    renderDark();
    localStorage.setItem(THEME_STORAGE_KEY, 'light');
    show(false);
    expect(screen.getByText('dark')).toBeInTheDocument();
    show(true);
    expect(screen.getByText('light')).toBeInTheDocument();
    expect(document.documentElement).not.toHaveClass('dark');
    expect(document.documentElement.style.colorScheme).toBe('light');
  });

  it('reads a stored value as the head script does: anything else is the default', () => {
    renderDark();
    localStorage.setItem(THEME_STORAGE_KEY, 'light');
    show(true);
    localStorage.setItem(THEME_STORAGE_KEY, 'sepia');
    show(true);
    expect(screen.getByText('dark')).toBeInTheDocument();
  });
});
