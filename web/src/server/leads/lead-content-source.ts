import 'server-only';
import type {
  DealVehicleQueryResult,
  LeadSettingsQueryResult,
  LeadVehicleStoreQueryResult,
  StaffMemberLeadQueryResult,
  TestDriveHoursQueryResult,
} from '@/content/sanity.types';

/**
 * The CMS reads a lead needs: routing, stores (vendor and provider), the store of the car a lead is about, the staff
 * member of a STAFF_MEMBER lead, the store hours a SCHEDULE_TEST_DRIVE slot must fall in and the car a DEAL_SHEET
 * is worked out from.
 * lead-content.ts implements it with the content facade; tests pass one over the seed dataset.
 */
export interface LeadContentSource {
  settings(): Promise<LeadSettingsQueryResult>;
  staffMember(slug: string): Promise<StaffMemberLeadQueryResult>;
  testDriveHours(vin: string | null): Promise<TestDriveHoursQueryResult>;
  /** The store of the published vehicle with this VIN; null when no vehicle has it. */
  vehicleStore(vin: string): Promise<LeadVehicleStoreQueryResult>;
  /** DEAL_SHEET: the car with this VIN and its store's finance settings; null when no vehicle has it. */
  dealVehicle(vin: string): Promise<DealVehicleQueryResult>;
}

export type LeadStore = LeadSettingsQueryResult['stores'][number];
