// Keeps a visitor from losing a form by accident (house rule: bad input or a stray click loses
// nothing typed). While `message` is set, an in-app navigation to another page asks first, and
// closing or reloading the tab gets the browser's own prompt (browsers show their own text there).

import { useCallback, useEffect } from 'react';
import { useBlocker, type BlockerFunction } from 'react-router';

export function useLeaveGuard(message: string | null) {
  const active = message !== null;

  // Only a change of page unmounts the form; a jump within the page (#contact) is let through.
  const shouldBlock = useCallback<BlockerFunction>(
    ({ currentLocation, nextLocation }) =>
      active && currentLocation.pathname !== nextLocation.pathname,
    [active],
  );
  const blocker = useBlocker(shouldBlock);

  useEffect(() => {
    if (blocker.state !== 'blocked') return;
    if (message === null || window.confirm(message)) blocker.proceed();
    else blocker.reset();
  }, [blocker, message]);

  useEffect(() => {
    if (!active) return;
    const warn = (event: BeforeUnloadEvent) => {
      event.preventDefault();
      // Browsers from before the preventDefault() form only prompt when returnValue is set.
      event.returnValue = '';
    };
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [active]);
}
