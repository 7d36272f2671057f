import { adminPageCopy } from '../careers-copy';

/**
 * What /admin shows before the panel's chunk has loaded (and in the pre-rendered HTML). The
 * panel brings its own h1 ('Admin Login', then 'Admin Panel'), so the page heading lives here
 * only, keeping one h1 on the page at any moment.
 */
export function AdminPageLoading({ heading }: { heading: string | null | undefined }) {
  return (
    // The admin panel's own space above its first row, so its h1 takes this one's place.
    <div className="container-page flex min-h-[max(50vh,24rem)] flex-col items-start gap-4 pt-20 pb-12">
      <h1 className="text-3xl font-bold">{heading}</h1>
      <p role="status" className="flex items-center gap-3 text-fg-muted">
        <span
          aria-hidden="true"
          className="inline-block size-5 animate-spin rounded-full border-2 border-border border-t-brand"
        />
        {adminPageCopy.loading}
      </p>
    </div>
  );
}
