// The admin panel's messages, shown as toasts. A live region added already filled in is often
// not read, so every message also goes to one live region present from the start, and the
// toasts themselves stay silent rather than being read twice.
import { useCallback, useState } from 'react';
import { toast, type ToastOptions } from 'react-hot-toast';

type NoticeKind = 'success' | 'error';

/** Shows `text` as a toast and has screen readers read it once. */
export type Notify = (kind: NoticeKind, text: string, options?: ToastOptions) => void;

interface Notice {
  /** Counts up, so the same message twice in a row is read twice. */
  id: number;
  text: string;
}

const SILENT_TOAST = { ariaProps: { role: 'status', 'aria-live': 'off' } } as const;

/**
 * One toast at a time: a new message takes the place of the one still showing, so the toasts
 * never stack out of their lane below the header (admin-styles) onto the panel's controls.
 */
const TOAST_ID = 'admin-notice';

export function useNotices() {
  const [notice, setNotice] = useState<Notice | null>(null);
  const notify = useCallback<Notify>((kind, text, options) => {
    toast[kind](text, { ...options, ...SILENT_TOAST, id: TOAST_ID });
    setNotice((previous) => ({ id: (previous?.id ?? 0) + 1, text }));
  }, []);
  return { notice, notify };
}

/** The live region the panel's messages are read from; render it once, above everything. */
export function NoticeRegion({ notice }: { notice: Notice | null }) {
  return (
    <p aria-live="polite" className="sr-only">
      {notice && <span key={notice.id}>{notice.text}</span>}
    </p>
  );
}
