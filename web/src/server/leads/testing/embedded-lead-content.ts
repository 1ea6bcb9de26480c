/**
 * Test support: the lead service's CMS reads over a seed dataset with groq-js (the same queries the site runs),
 * without loading the Content Lake client, which Jest cannot import.
 */
import { runEmbeddedQuery } from '@/content/embedded/run-query';
import { seedDataset, seedDocuments, type SeedDatasetName } from '@/content/embedded/testing/seed-dataset';
import { leadSettingsQuery, leadVehicleStoreQuery, staffMemberLeadQuery, testDriveHoursQuery } from '@/content/queries';
import type {
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
  };
}

/** The first team member's slug and address in the dataset, for STAFF_MEMBER tests. */
export function firstStaffMember(dataset: SeedDatasetName): { slug: string; email: string } {
  const member = seedDocuments(dataset).find((doc) => doc._type === 'teamMember') as
    { slug?: { current?: string }; email?: string } | undefined;
  if (!member?.slug?.current || !member.email) throw new Error('the seed has no team member with a slug and e-mail');
  return { slug: member.slug.current, email: member.email };
}
