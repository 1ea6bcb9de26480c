/**
 * Test support: the lead service's CMS reads over a seed dataset with groq-js (the same queries the site runs),
 * without loading the Content Lake client, which Jest cannot import.
 */
import { runEmbeddedQuery } from '@/content/embedded/run-query';
import { seedDataset, seedDocuments, type SeedDatasetName } from '@/content/embedded/testing/seed-dataset';
import {
  dealVehicleQuery,
  leadSettingsQuery,
  leadVehicleStoreQuery,
  staffMemberLeadQuery,
  testDriveHoursQuery,
} from '@/content/queries';
import type {
  DealVehicleQueryResult,
  LeadSettingsQueryResult,
  LeadVehicleStoreQueryResult,
  StaffMemberLeadQueryResult,
  TestDriveHoursQueryResult,
} from '@/content/sanity.types';

import type { LeadContentSource } from '../lead-content-source';

export function embeddedLeadContent(dataset: SeedDatasetName): LeadContentSource {
  const data = seedDataset(dataset);
  return {
    settings: async () => (await runEmbeddedQuery(data, leadSettingsQuery)) as LeadSettingsQueryResult,
    staffMember: async (slug) =>
      (await runEmbeddedQuery(data, staffMemberLeadQuery, { slug })) as StaffMemberLeadQueryResult,
    testDriveHours: async (vin) =>
      (await runEmbeddedQuery(data, testDriveHoursQuery, { vin: vin ?? '' })) as TestDriveHoursQueryResult,
    vehicleStore: async (vin) =>
      (await runEmbeddedQuery(data, leadVehicleStoreQuery, { vin })) as LeadVehicleStoreQueryResult,
    dealVehicle: async (vin) => (await runEmbeddedQuery(data, dealVehicleQuery, { vin })) as DealVehicleQueryResult,
  };
}

/** The first team member's slug and address in the dataset, for STAFF_MEMBER tests. */
export function firstStaffMember(dataset: SeedDatasetName): { slug: string; email: string } {
  const member = seedDocuments(dataset).find((doc) => doc._type === 'teamMember') as
    { slug?: { current?: string }; email?: string } | undefined;
  if (!member?.slug?.current || !member.email) throw new Error('the seed has no team member with a slug and e-mail');
  return { slug: member.slug.current, email: member.email };
}

/**
 * A sell-car content source whose DEAL_SHEET look-up finds a car: the sample deal sheet (a VIN of no inventory) is
 * priced from the dealership seed's first public car, so suites over every form type can send it too.
 */
export function withDealershipCar(content: LeadContentSource): LeadContentSource {
  const dealership = embeddedLeadContent('dealership');
  const car = seedDocuments('dealership').find(
    (doc) => doc._type === 'vehicle' && doc.isPrivate !== true && typeof doc.price === 'number',
  ) as { vin: string } | undefined;
  if (!car) throw new Error('the dealership seed has no public car with a price');
  return { ...content, dealVehicle: () => dealership.dealVehicle(car.vin) };
}
