import type { ServiceDetailQueryResult } from '@/lib/sanity.types';

/** A service that has its own page, as /services/:serviceId reads it. */
export type ServiceDetail = NonNullable<ServiceDetailQueryResult>;

/** The headings and buttons every service page shares. */
export type ServiceLabels = ServiceDetail['labels'];
