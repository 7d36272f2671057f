// Keeps a visitor from losing a form by accident: while `message` is set, leaving for another page
// asks first and closing the tab gets the browser's prompt. A navigation already under way when
// typing starts is called off: the typing says they stay, and the page they typed into would go.

import { useCallback, useEffect, useState } from 'react';
import {
  useBlocker,
  useLocation,
  useNavigate,
  useNavigation,
  type BlockerFunction,
} from 'react-router';

/** Location state of the navigation that calls off another: it changes nothing, focus included. */
export const STAY_ON_PAGE = 'stayOnPage';

export const isStayOnPage = (state: unknown) =>
  typeof state === 'object' && state !== null && STAY_ON_PAGE in state;

/**
 * The guard as a component that renders nothing, placed inside the form it guards: useBlocker sets
 * state of its own once mounted, and the guard follows every navigation, so what renders again for
 * those is this leaf, not the whole form.
 */
export function LeaveGuard({ message }: { message: string | null }): null {
  useLeaveGuard(message);
  return null;
}

function useLeaveGuard(message: string | null) {
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

  // The change of page under way, and whether the form was untouched when it began: a form
  // already holding text was asked about (above), and the visitor chose to go.
  const navigation = useNavigation();
  const location = useLocation();
  const navigate = useNavigate();
  const leavingTo =
    navigation.state !== 'idle' && navigation.location.pathname !== location.pathname
      ? navigation.location.key
      : null;
  const [leaving, setLeaving] = useState<{ key: string; untouched: boolean } | null>(null);
  if ((leaving?.key ?? null) !== leavingTo) {
    setLeaving(leavingTo === null ? null : { key: leavingTo, untouched: !active });
  }
  const typedWhileLeaving = active && leaving?.key === leavingTo && leaving.untouched;

  useEffect(() => {
    if (!typedWhileLeaving) return;
    // A navigation to this very address supersedes the one on its way; it keeps the scroll,
    // and its state tells the layout to leave focus in the field.
    const { pathname, search, hash } = location;
    void navigate(
      { pathname, search, hash },
      {
        replace: true,
        preventScrollReset: true,
        state: { ...(location.state as object | null), [STAY_ON_PAGE]: true },
      },
    );
  }, [typedWhileLeaving, navigate, location]);

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
