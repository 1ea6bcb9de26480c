/**
 * Test support: the lead service's CMS reads over a seed dataset with groq-js (the same queries the site runs),
 * without loading the Content Lake client, which Jest cannot import.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';

import { buildDataset, parseNdjson } from '@/content/embedded/dataset';
import { svgDimensions } from '@/content/embedded/image-assets';
import { runEmbeddedQuery } from '@/content/embedded/run-query';
import { leadSettingsQuery, staffMemberLeadQuery, testDriveHoursQuery } from '@/content/queries';
import type {
  LeadSettingsQueryResult,
  StaffMemberLeadQueryResult,
  TestDriveHoursQueryResult,
} from '@/content/sanity.types';

import type { LeadContentSource } from '../lead-content-source';

const seedDir = path.resolve(__dirname, '../../../../../seed/dist');

export function embeddedLeadContent(dataset: 'sell-car' | 'dealership'): LeadContentSource {
  const documents = parseNdjson(readFileSync(path.join(seedDir, `${dataset}.ndjson`), 'utf8'));
  const data = buildDataset(dataset, documents, (file) =>
    svgDimensions(readFileSync(path.join(seedDir, 'images', file), 'utf8')),
  );
  return {
    settings: async () => (await runEmbeddedQuery(data, leadSettingsQuery)) as LeadSettingsQueryResult,
    staffMember: async (slug) =>
      (await runEmbeddedQuery(data, staffMemberLeadQuery, { slug })) as StaffMemberLeadQueryResult,
    testDriveHours: async (vin) =>
      (await runEmbeddedQuery(data, testDriveHoursQuery, { vin: vin ?? '' })) as TestDriveHoursQueryResult,
  };
}

/** The first team member's slug and address in the dataset, for STAFF_MEMBER tests. */
export function firstStaffMember(dataset: 'sell-car' | 'dealership'): { slug: string; email: string } {
  const documents = parseNdjson(readFileSync(path.join(seedDir, `${dataset}.ndjson`), 'utf8'));
  const member = documents.find((doc) => doc._type === 'teamMember') as
    { slug?: { current?: string }; email?: string } | undefined;
  if (!member?.slug?.current || !member.email) throw new Error('the seed has no team member with a slug and e-mail');
  return { slug: member.slug.current, email: member.email };
}
