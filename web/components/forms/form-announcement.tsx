// The polite live region a form announces its blocked-submit summary in. Always mounted and
// visually hidden; no role, so it never competes with a form's own status or alert.

export function FormAnnouncement({ message }: { message: string }) {
  return (
    <p aria-live="polite" aria-atomic="true" className="sr-only">
      {message}
    </p>
  );
}
