import 'server-only';
import type { OfferByIdQueryResult, ServiceItemsQueryResult, SiteShellQueryResult } from '@/content/sanity.types';

/** A store as scheduling needs it: id, name, timezone and service hours. */
export type SchedulingStore = Pick<
  SiteShellQueryResult['stores'][number],
  'storeId' | 'name' | 'timezone' | 'hasServiceDepartment' | 'workingHours'
>;
export type SchedulingService = Pick<ServiceItemsQueryResult[number], 'opCode' | 'name' | 'notes'>;
/** A service offer a booking names (`?offer=`); running or not is the caller's check (isOfferRunning). */
export type SchedulingOffer = Pick<NonNullable<OfferByIdQueryResult>, 'offerId' | 'name' | 'startDate' | 'endDate'>;

/** The CMS reads a booking needs; scheduling-content.ts implements it, tests pass one over the seed. */
export interface SchedulingSource {
  stores(): Promise<SchedulingStore[]>;
  services(): Promise<SchedulingService[]>;
  /** The service offer with this id (offerType service only), or null. */
  serviceOffer(offerId: string): Promise<SchedulingOffer | null>;
}

/** Stores that take service appointments (a service department and service hours). */
export function serviceStores<T extends SchedulingStore>(stores: readonly T[]): T[] {
  return stores.filter((store) => Boolean(store.storeId && store.hasServiceDepartment && store.workingHours?.length));
}
