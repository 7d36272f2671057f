// React Router's default client entry, with KeepEarlyInput so what was typed ahead of the scripts
// reaches the forms' state. An address in other letters (/Contact) goes on to the page's own, as a
// redirect would, since the host answered it with the Not Found page (see sitePathFor).
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
