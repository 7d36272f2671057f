import type { ServiceDetailQueryResult } from '@/lib/sanity.types';

/** A service that has its own page, as /services/:serviceId reads it. */
export type ServiceDetail = NonNullable<ServiceDetailQueryResult>;
