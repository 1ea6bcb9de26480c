import 'server-only';
import type {
  LeadSettingsQueryResult,
  LeadVehicleStoreQueryResult,
  StaffMemberLeadQueryResult,
  TestDriveHoursQueryResult,
} from '@/content/sanity.types';

/**
 * The CMS reads a lead needs: routing, stores (vendor and provider), the store of the car a lead is about, the staff
 * member of a STAFF_MEMBER lead and the store hours a SCHEDULE_TEST_DRIVE slot must fall in.
 * lead-content.ts implements it with the content facade; tests pass one over the seed dataset.
 */
export interface LeadContentSource {
  settings(): Promise<LeadSettingsQueryResult>;
  staffMember(slug: string): Promise<StaffMemberLeadQueryResult>;
  testDriveHours(vin: string | null): Promise<TestDriveHoursQueryResult>;
  /** The store of the published vehicle with this VIN; null when no vehicle has it. */
  vehicleStore(vin: string): Promise<LeadVehicleStoreQueryResult>;
}

export type LeadStore = LeadSettingsQueryResult['stores'][number];
