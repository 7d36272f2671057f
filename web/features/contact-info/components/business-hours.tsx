import type { ContactPageQueryResult } from '@/lib/sanity.types';

import { contactCopy } from '../contact-copy';

type BusinessHoursProps = {
  hours: NonNullable<ContactPageQueryResult['settings']>['businessHours'];
};

/** The opening hours (SPEC.md section 2, Contact), as editors keep them in siteSettings. */
export function BusinessHours({ hours }: BusinessHoursProps) {
  if (!hours?.length) return null;
  return (
    <div>
      <h4 className="text-sm font-semibold tracking-wide uppercase">{contactCopy.hoursHeading}</h4>
      <dl className="mt-3 divide-y divide-border">
        {hours.map((row) => (
          <div key={row._key} className="flex flex-wrap justify-between gap-x-6 gap-y-1 py-2.5">
            <dt className="text-fg-muted">{row.days}</dt>
            <dd className="font-medium">{row.hours}</dd>
          </div>
        ))}
      </dl>
    </div>
  );
}
