import 'server-only';
import type { LeadSettingsQueryResult, StaffMemberLeadQueryResult } from '@/content/sanity.types';

/**
 * The CMS reads a lead needs: routing, stores (vendor and provider) and the staff member of a STAFF_MEMBER lead.
 * lead-content.ts implements it with the content facade; tests pass one over the seed dataset.
 */
export interface LeadContentSource {
  settings(): Promise<LeadSettingsQueryResult>;
  staffMember(slug: string): Promise<StaffMemberLeadQueryResult>;
}

export type LeadStore = LeadSettingsQueryResult['stores'][number];
