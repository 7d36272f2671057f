// Content ahead of the click (web/app/content-prefetch.ts): when a link counts as meant, and what
// reading its page ahead runs. The browser test (tests/e2e/prefetch.spec.ts) follows one link on
// the built site; these cover the rules.
import { fireEvent, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import { LINK_INTENT_DELAY_MS, readPageAhead, watchLinkIntent } from '@/app/content-prefetch';

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
  const routes = [
    {
      id: 'root',
      path: '',
      children: [
        { id: 'routes/about', path: 'about' },
        { id: 'routes/service-detail', path: 'services/:serviceId' },
      ],
    },
  ];

  function stubRouter(modules: Window['__reactRouterRouteModules']) {
    vi.stubGlobal('__reactRouterDataRouter', { routes, state: { navigation: { state: 'idle' } } });
    vi.stubGlobal('__reactRouterRouteModules', modules);
  }

  const page = (path: string) => new URL(path, window.location.href);

  it("runs the clientLoader of every route the address matches, with the address's params", async () => {
    const serviceLoader = vi.fn(async () => ({}));
    // A module not imported yet is a promise in React Router's cache (route-modules.tsx).
    stubRouter({
      root: {},
      'routes/service-detail': Promise.resolve({ clientLoader: serviceLoader }),
    });

    await readPageAhead(page('/services/seo'));
    expect(serviceLoader).toHaveBeenCalledTimes(1);
    expect(serviceLoader).toHaveBeenCalledWith(
      expect.objectContaining({ params: { serviceId: 'seo' } }),
    );
  });

  it('reads an address once while its read is under way, and again after', async () => {
    let finish = () => {};
    const aboutLoader = vi
      .fn()
      .mockImplementationOnce(() => new Promise<void>((resolve) => (finish = resolve)))
      .mockResolvedValue({});
    stubRouter({ root: {}, 'routes/about': { clientLoader: aboutLoader } });

    const first = readPageAhead(page('/about'));
    const second = readPageAhead(page('/about'));
    await waitFor(() => expect(aboutLoader).toHaveBeenCalledTimes(1));
    finish();
    await Promise.all([first, second]);
    expect(aboutLoader).toHaveBeenCalledTimes(1);

    await readPageAhead(page('/about'));
    expect(aboutLoader).toHaveBeenCalledTimes(2);
  });

  it('keeps a failed read to itself, so the click reads again', async () => {
    const aboutLoader = vi
      .fn()
      .mockRejectedValueOnce(new Error('The content lake could not be reached'))
      .mockResolvedValue({});
    stubRouter({ root: {}, 'routes/about': { clientLoader: aboutLoader } });

    await expect(readPageAhead(page('/about'))).resolves.toBeUndefined();
    await readPageAhead(page('/about'));
    expect(aboutLoader).toHaveBeenCalledTimes(2);
  });

  it('reads nothing ahead when the browser asks to save data', async () => {
    const aboutLoader = vi.fn(async () => ({}));
    stubRouter({ root: {}, 'routes/about': { clientLoader: aboutLoader } });
    vi.stubGlobal('navigator', { ...navigator, connection: { saveData: true } });

    await readPageAhead(page('/about'));
    expect(aboutLoader).not.toHaveBeenCalled();
  });
});
