import 'server-only';
import { fetchPublishedContent } from '@/content';
import { firstPricedVehicleVinQuery, teamMembersQuery } from '@/content/queries';
import { serverEnv } from '@/server/env';

import type { StudioEndpointConfig } from './authorize';
import { studioOrigins } from './cors';

/** The process's Studio endpoint settings (LEAD_TEST_SECRET, STUDIO_ORIGIN / NEXT_PUBLIC_SANITY_STUDIO_URL). */
export function studioEndpointConfig(): StudioEndpointConfig {
  const env = serverEnv();
  return {
    secret: env.LEAD_TEST_SECRET,
    origins: studioOrigins(env.STUDIO_ORIGIN, process.env.NEXT_PUBLIC_SANITY_STUDIO_URL),
  };
}

/** The first team member the published site lists (STAFF_MEMBER test leads). */
export async function firstPublishedStaffMemberSlug(): Promise<string | null> {
  const members = await fetchPublishedContent({ query: teamMembersQuery, params: {}, tags: ['teamMember'] });
  return members[0]?.slug ?? null;
}

/** A public car with a price the published site lists (DEAL_SHEET test leads are priced from a car in stock). */
export async function firstPublishedVehicleVin(): Promise<string | null> {
  return fetchPublishedContent({ query: firstPricedVehicleVinQuery, params: {}, tags: ['vehicle'] });
}
