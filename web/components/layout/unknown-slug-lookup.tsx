// An address the build did not know gets the NOT_FOUND_SLUG page, yet a service or story published
// after the build is such an address too. So the page looks its slug up and, when it exists,
// revalidates to show the real page; otherwise the not-found state the server answered stays.
import { useEffect, useRef, useState } from 'react';
import { useRevalidator } from 'react-router';

import { useHydrated } from '@/components/ui/client-only';
import { PageLoadingBar } from '@/components/ui/navigation-progress';
import { NOT_FOUND_SLUG } from '@/lib/paths';
import { loadPageInBrowser, type PageContent } from '@/lib/route-data';

import { focusPageStart } from './use-focus-on-navigation';

interface UnknownSlugLookupProps<T> {
  /** The slug the route's loader data was made for. */
  loadedSlug: string;
  /** The slug in the address. */
  slug: string;
  /** The route's content for a slug, as its loaders read it. */
  content: (slug: string) => PageContent<T>;
}

/** Looks the address's slug up; shows the loading bar meanwhile, as a client navigation does. */
export function UnknownSlugLookup<T>({ loadedSlug, slug, content }: UnknownSlugLookupProps<T>) {
  const hydrated = useHydrated();
  const { revalidate } = useRevalidator();
  // The slug whose lookup found no page or failed: the not-found state stays, without the bar.
  const [settled, setSettled] = useState<string | null>(null);
  // The main landmark, when focus was in the not-found state that the real page replaces.
  const refocusIn = useRef<HTMLElement | null>(null);
  // Only the pre-rendered not-found page: after a lookup its loader data names the address's
  // slug, so the lookup runs once.
  const lookingUp = loadedSlug === NOT_FOUND_SLUG && slug !== NOT_FOUND_SLUG;

  useEffect(() => {
    if (!lookingUp) return;
    let current = true;
    loadPageInBrowser(content(slug))
      .then(({ head }) => {
        if (!current) return;
        if (head.notFound) {
          setSettled(slug);
          return;
        }
        const focused = document.activeElement;
        refocusIn.current = focused && focused !== document.body ? focused.closest('main') : null;
        // The content is cached now, so the clientLoader reads it without a request.
        return revalidate();
      })
      .catch(() => {
        if (current) setSettled(slug);
      });
    return () => {
      current = false;
    };
  }, [lookingUp, slug, content, revalidate]);

  // A visitor who had already moved focus into the not-found state (its link to the list) loses
  // it when the real page replaces it: focus goes to the page's h1, as on any change of page.
  // Otherwise focus and scroll stay where they are.
  useEffect(() => {
    const main = refocusIn.current;
    if (lookingUp || !main) return;
    refocusIn.current = null;
    if (!document.activeElement || document.activeElement === document.body) focusPageStart(main);
  }, [lookingUp]);

  return hydrated && lookingUp && settled !== slug ? <PageLoadingBar /> : null;
}
