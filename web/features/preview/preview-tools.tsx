// What the site adds inside the Studio's Presentation tool: content reads switch to drafts,
// fields marked with `data-sanity` get click-to-edit overlays, and a change in the Studio reads
// the content again. Loaded only in a frame, so no public page carries it.
import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import { createDataAttribute } from '@sanity/visual-editing/create-data-attribute';
import { lazy, Suspense, useEffect } from 'react';

import type { setEditLink } from '@/lib/edit-links';
import type { readDrafts } from '@/lib/sanity-client';

// Loaded after the switch to drafts, so drafts show without waiting for the overlays' code.
const Overlays = lazy(() => import('./overlays'));

interface PreviewToolsProps {
  // Handed in rather than imported, so this chunk shares no module with the public pages'.
  readDrafts: typeof readDrafts;
  setEditLink: typeof setEditLink;
}

/** Cached published content goes; what is on screen is read again, now with drafts. */
function readAgain(queryClient: QueryClient) {
  queryClient.removeQueries({ type: 'inactive' });
  return queryClient.invalidateQueries({ type: 'active' });
}

export default function PreviewTools({ readDrafts, setEditLink }: PreviewToolsProps) {
  const queryClient = useQueryClient();
  useEffect(() => {
    const studioUrl = document.referrer ? new URL(document.referrer).origin : '';
    readDrafts(studioUrl);
    void readAgain(queryClient);
    setEditLink((document, path) => {
      const { id, type } =
        typeof document === 'string' ? { id: document, type: document } : document;
      return createDataAttribute({ id, type, path, baseUrl: studioUrl || undefined }).toString();
    });
  }, [queryClient, readDrafts, setEditLink]);
  return (
    <Suspense>
      <Overlays refresh={() => readAgain(queryClient)} />
    </Suspense>
  );
}
