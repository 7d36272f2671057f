// React Router's default client entry, with KeepEarlyInput around the app: what a visitor typed
// into the pre-rendered page before the scripts arrived goes into the forms' state. An address
// that names a page in other letters (/Contact) goes on to the page's own address instead, as a
// redirect would: the host answered it with the Not Found page (see sitePathFor).
import { startTransition, StrictMode } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { HydratedRouter } from 'react-router/dom';

import { KeepEarlyInput } from '@/components/forms/keep-early-input';
import { sitePathFor } from '@/lib/paths';

const sitePath = sitePathFor(window.location.pathname);

if (sitePath) {
  window.location.replace(`${sitePath}${window.location.search}${window.location.hash}`);
} else {
  startTransition(() => {
    hydrateRoot(
      document,
      <StrictMode>
        <KeepEarlyInput>
          <HydratedRouter />
        </KeepEarlyInput>
      </StrictMode>,
    );
  });
}
