import type { ContactPageQueryResult } from '@/lib/sanity.types';

type BusinessHoursProps = {
  heading: string | null | undefined;
  hours: NonNullable<ContactPageQueryResult['settings']>['businessHours'];
};

/**
 * The opening hours from siteSettings. Every row puts its hours under the days until the box
 * fits the longest row on one line, so rows never mix the two layouts; a container query, as
 * the box's width is not the window's.
 */
export function BusinessHours({ heading, hours }: BusinessHoursProps) {
  if (!hours?.length) return null;
  return (
    <div className="@container">
      <h4 className="text-sm font-semibold tracking-wide uppercase">{heading}</h4>
      <dl className="mt-3 divide-y divide-border">
        {hours.map((row) => (
          <div
            key={row._key}
            className="flex flex-col gap-x-6 gap-y-1 py-2.5 @min-[19rem]:flex-row @min-[19rem]:flex-wrap @min-[19rem]:justify-between"
          >
            <dt className="text-fg-muted">{row.days}</dt>
            <dd className="font-medium">{row.hours}</dd>
          </div>
        ))}
      </dl>
    </div>
  );
}
