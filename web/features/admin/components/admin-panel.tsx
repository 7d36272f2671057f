// The career admin panel at /admin. Login state and entries live in memory only, so leaving the
// page asks first while there are entries or a draft. Login and logout swap the screen, so focus
// moves on purpose: to the panel's heading after login, to the password field after logout.

import { useEffect, useReducer, useRef, useState, type Dispatch } from 'react';
import { Toaster } from 'react-hot-toast';

import { LeaveGuard } from '@/components/forms/leave-guard';
import { Icon } from '@/components/ui/icon';

import { adminMessages, careerToastOptions } from '../admin-messages';
import { NoticeRegion, useNotices, type Notify } from '../admin-notices';
import {
  careerEntriesReducer,
  emptyCareerDraft,
  isBlankDraft,
  type CareerEntriesAction,
  type CareerEntry,
  type CareerEntryDraft,
} from '../career-entries';
import { ADMIN_SCROLL_PADDING_TOP, secondaryButtonClass, toasterProps } from './admin-styles';
import { CareerEntryForm } from './career-entry-form';
import { CareerEntryList } from './career-entry-list';
import { LoginForm } from './login-form';

export function AdminPanel() {
  const [loggedIn, setLoggedIn] = useState(false);
  const [loggedOut, setLoggedOut] = useState(false);
  // Kept above the login switch so logging out and back in keeps this page's entries and the
  // entry being typed.
  const [entries, dispatch] = useReducer(careerEntriesReducer, []);
  const [draft, setDraft] = useState<CareerEntryDraft>(emptyCareerDraft);
  const { notice, notify } = useNotices();
  useEffect(() => {
    const root = document.documentElement;
    root.style.scrollPaddingTop = ADMIN_SCROLL_PADDING_TOP;
    return () => {
      root.style.scrollPaddingTop = '';
    };
  }, []);

  const logOut = () => {
    setLoggedIn(false);
    setLoggedOut(true);
  };

  return (
    // The space above the first row (the header is 4 to 4.6rem high) puts it below the toasts'
    // lane (9rem, admin-styles), so a toast covers neither the Logout button nor the login form.
    // The loading state has the same, so nothing moves when the panel replaces it.
    <div className="container-page pt-20 pb-12">
      <LeaveGuard
        message={entries.length > 0 || !isBlankDraft(draft) ? adminMessages.confirmLeave : null}
      />
      <Toaster
        position="top-right"
        {...toasterProps}
        toastOptions={{ ...toasterProps.toastOptions, ...toastIcons }}
      />
      <NoticeRegion notice={notice} />
      {loggedIn ? (
        <CareerDashboard
          entries={entries}
          dispatch={dispatch}
          notify={notify}
          onLogout={logOut}
          draft={draft}
          onDraftChange={setDraft}
        />
      ) : (
        <LoginForm onLogin={() => setLoggedIn(true)} notify={notify} focusPassword={loggedOut} />
      )}
    </div>
  );
}

/**
 * The toasts' icons, drawn in strokes of the text colour: react-hot-toast's own tick and cross
 * are background colours, which forced colours (Windows High Contrast) drops.
 */
const toastIcons = {
  success: { icon: <Icon name="check-circle" className="size-5 shrink-0 text-success" /> },
  error: { icon: <Icon name="x-circle" className="size-5 shrink-0 text-danger" /> },
};

interface CareerDashboardProps {
  entries: CareerEntry[];
  dispatch: Dispatch<CareerEntriesAction>;
  notify: Notify;
  onLogout: () => void;
  draft: CareerEntryDraft;
  onDraftChange: (draft: CareerEntryDraft) => void;
}

function CareerDashboard({
  entries,
  dispatch,
  notify,
  onLogout,
  draft,
  onDraftChange,
}: CareerDashboardProps) {
  const headingRef = useRef<HTMLHeadingElement>(null);

  // The dashboard only ever mounts on a successful login.
  useEffect(() => {
    headingRef.current?.focus();
  }, []);

  const logout = () => {
    if (!window.confirm(adminMessages.confirmLogout)) return;
    onLogout();
    notify('success', adminMessages.loggedOut);
  };

  const add = (entry: CareerEntry) => {
    dispatch({ type: 'add', entry });
    notify('success', adminMessages.entryAdded, careerToastOptions);
  };

  const remove = (entry: CareerEntry) => {
    if (!window.confirm(adminMessages.confirmDelete)) return false;
    dispatch({ type: 'delete', id: entry.id });
    notify('success', adminMessages.entryDeleted, careerToastOptions);
    return true;
  };

  return (
    <div className="flex flex-col gap-8">
      <div className="flex items-center justify-between gap-4">
        <h1 ref={headingRef} tabIndex={-1} className="text-3xl font-bold text-fg outline-none">
          Admin Panel
        </h1>
        <button type="button" onClick={logout} className={secondaryButtonClass}>
          Logout
        </button>
      </div>
      <CareerEntryForm
        draft={draft}
        onAdd={add}
        onInvalid={() => notify('error', adminMessages.missingFields, careerToastOptions)}
        onDraftChange={onDraftChange}
      />
      <CareerEntryList entries={entries} onDelete={remove} />
    </div>
  );
}
