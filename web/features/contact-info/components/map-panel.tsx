import { buttonStyles } from '@/components/ui/button-styles';
import { Icon } from '@/components/ui/icon';
import { SmartLink } from '@/components/ui/smart-link';
import { mapsSearchUrl, singleLineAddress } from '@/lib/contact-links';

// A drawn street grid: two sets of thin lines plus a few wider "avenues", all in theme colours.
const STREETS = [
  'linear-gradient(0deg, transparent 47%, var(--surface-raised) 47%, var(--surface-raised) 53%, transparent 53%)',
  'linear-gradient(90deg, transparent 58%, var(--surface-raised) 58%, var(--surface-raised) 63%, transparent 63%)',
  'linear-gradient(32deg, transparent 49%, var(--border) 49%, var(--border) 51%, transparent 51%)',
  'linear-gradient(0deg, var(--border) 1px, transparent 1px)',
  'linear-gradient(90deg, var(--border) 1px, transparent 1px)',
].join(', ');

/**
 * The 'Find Us' map area: a static drawing of a street grid with a pin, the address and a link
 * to a real map in a new tab, so no third-party map script or tracking loads with the page.
 */
export function MapPanel({
  address,
  linkLabel,
}: {
  address: string;
  linkLabel: string | null | undefined;
}) {
  return (
    <div className="relative isolate flex min-h-[26rem] flex-col justify-end overflow-hidden rounded-card border border-border bg-surface-sunken p-4 sm:min-h-80 sm:p-6">
      <div
        aria-hidden="true"
        className="absolute inset-0 -z-10 opacity-80"
        style={{
          backgroundImage: STREETS,
          backgroundSize: '100% 100%, 100% 100%, 100% 100%, 32px 32px, 32px 32px',
        }}
      />
      <div
        aria-hidden="true"
        className="absolute top-[32%] left-1/2 -z-10 -translate-x-1/2 -translate-y-1/2"
      >
        {/* Three pulses (3 s), then still: a motion that ran on would need a pause (WCAG 2.2.2). */}
        <span className="absolute inset-0 rounded-full bg-brand/25 motion-safe:animate-ping motion-safe:[animation-iteration-count:3]" />
        <span className="relative inline-flex size-14 items-center justify-center rounded-full bg-brand text-brand-fg shadow-card">
          <Icon name="map-pin" className="size-7" />
        </span>
      </div>
      <div className="flex flex-col gap-4 rounded-control border border-border bg-surface-raised/95 p-4 shadow-card backdrop-blur sm:flex-row sm:items-center sm:justify-between">
        <p className="text-sm font-medium">{singleLineAddress(address)}</p>
        <SmartLink
          href={mapsSearchUrl(address)}
          className={`${buttonStyles.primary} print-href-beside shrink-0`}
        >
          <Icon name="external-link" className="size-4" />
          {linkLabel}
        </SmartLink>
      </div>
    </div>
  );
}
