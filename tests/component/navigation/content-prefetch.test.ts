// Content ahead of the click (web/app/content-prefetch.ts): when a link counts as meant, and what
// reading its page ahead fills. The browser test (tests/e2e/prefetch.spec.ts) follows one link on
// the built site; these cover the rules.
import { fireEvent } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import { LINK_INTENT_DELAY_MS, readPageAhead, watchLinkIntent } from '@/app/content-prefetch';
import { serviceDetailQueryOptions } from '@/features/services/queries';
import { createQueryClient } from '@/lib/query-client';

import { useSeedContent } from '../../utils/render';

function addLink(href: string, attributes: Record<string, string> = {}) {
  const link = document.createElement('a');
  link.href = href;
  link.innerHTML = '<span>Link text</span>';
  for (const [name, value] of Object.entries(attributes)) link.setAttribute(name, value);
  document.body.append(link);
  return link;
}

describe('watchLinkIntent', () => {
  let intents: string[];
  let stop: () => void;

  beforeEach(() => {
    vi.useFakeTimers();
    intents = [];
    stop = watchLinkIntent(document, (url) => intents.push(url.pathname));
  });

  afterEach(() => {
    stop();
    document.body.replaceChildren();
    vi.useRealTimers();
  });

  it('counts a link pointed at for 100 ms, as React Router does', () => {
    const link = addLink('/about');
    fireEvent.mouseOver(link.firstChild!);
    vi.advanceTimersByTime(LINK_INTENT_DELAY_MS - 1);
    expect(intents).toEqual([]);
    vi.advanceTimersByTime(1);
    expect(intents).toEqual(['/about']);
  });

  it('does not count a pointer passing over, but moving inside the link is not leaving it', () => {
    const passed = addLink('/services');
    fireEvent.mouseOver(passed);
    fireEvent.mouseOut(passed, { relatedTarget: document.body });
    vi.advanceTimersByTime(LINK_INTENT_DELAY_MS * 2);
    expect(intents).toEqual([]);

    const rested = addLink('/careers');
    fireEvent.mouseOver(rested);
    fireEvent.mouseOut(rested, { relatedTarget: rested.firstChild });
    fireEvent.mouseOver(rested.firstChild!);
    vi.advanceTimersByTime(LINK_INTENT_DELAY_MS);
    expect(intents).toEqual(['/careers']);
  });

  it('counts a link kept focused for 100 ms, not one tabbed past', () => {
    const past = addLink('/contact');
    const kept = addLink('/case-studies/enterprise-technology-integration');
    fireEvent.focusIn(past);
    fireEvent.focusOut(past, { relatedTarget: kept });
    fireEvent.focusIn(kept);
    vi.advanceTimersByTime(LINK_INTENT_DELAY_MS);
    expect(intents).toEqual(['/case-studies/enterprise-technology-integration']);
  });

  it('counts a touch at once', () => {
    fireEvent.touchStart(addLink('/apply').firstChild!);
    expect(intents).toEqual(['/apply']);
  });

  it('leaves out links that do not open another page of the site here', () => {
    const links = [
      addLink('https://www.linkedin.com/company/example'),
      addLink('/about', { target: '_blank' }),
      addLink('/brochure.pdf', { download: '' }),
      addLink(`${window.location.pathname}#section-2`),
      addLink('mailto:hello@example.com'),
    ];
    for (const link of links) {
      fireEvent.mouseOver(link);
      fireEvent.focusIn(link);
      fireEvent.touchStart(link);
    }
    vi.advanceTimersByTime(LINK_INTENT_DELAY_MS * 2);
    expect(intents).toEqual([]);
  });

  it('stops counting once disconnected, including a link already waiting', () => {
    const link = addLink('/about');
    fireEvent.mouseOver(link);
    stop();
    vi.advanceTimersByTime(LINK_INTENT_DELAY_MS * 2);
    fireEvent.touchStart(link);
    expect(intents).toEqual([]);
  });
});

describe('readPageAhead', () => {
  useSeedContent();

  const page = (path: string) => new URL(path, window.location.href);

  it("reads the linked page's content, with the address's slug, into the QueryClient", async () => {
    const queryClient = createQueryClient();
    await readPageAhead(queryClient, page('/services/seo'));
    const service = queryClient.getQueryData(serviceDetailQueryOptions('seo').queryKey);
    expect(service).toMatchObject({ slug: 'seo' });
  });

  it('reads nothing ahead when the browser asks to save data', async () => {
    vi.stubGlobal('navigator', { ...navigator, connection: { saveData: true } });
    const queryClient = createQueryClient();
    await readPageAhead(queryClient, page('/about'));
    expect(queryClient.getQueryCache().getAll()).toEqual([]);
  });
});
