import 'server-only';
import type { ServiceItemsQueryResult, SiteShellQueryResult } from '@/content/sanity.types';

/** A store as scheduling needs it: id, name, timezone and service hours. */
export type SchedulingStore = Pick<
  SiteShellQueryResult['stores'][number],
  'storeId' | 'name' | 'timezone' | 'hasServiceDepartment' | 'workingHours'
>;
export type SchedulingService = Pick<ServiceItemsQueryResult[number], 'opCode' | 'name' | 'notes'>;

/** The CMS reads a booking needs; scheduling-content.ts implements it, tests pass one over the seed. */
export interface SchedulingSource {
  stores(): Promise<SchedulingStore[]>;
  services(): Promise<SchedulingService[]>;
}

/** Stores that take service appointments (a service department and service hours). */
export function serviceStores<T extends SchedulingStore>(stores: readonly T[]): T[] {
  return stores.filter((store) => Boolean(store.storeId && store.hasServiceDepartment && store.workingHours?.length));
}
