// React Router's default client entry, with KeepEarlyInput around the app: what a visitor typed
// into the pre-rendered page before the scripts arrived goes into the forms' state.
import { startTransition, StrictMode } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { HydratedRouter } from 'react-router/dom';

import { KeepEarlyInput } from '@/components/forms/keep-early-input';

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
