import 'server-only';
import { notFound } from 'next/navigation';
import { cache } from 'react';
import { fetchContent } from '@/content';
import { teamMemberBySlugQuery } from '@/content/queries';
import { isRouteEnabled } from '@/lib/routing/route-access';
import { getSiteContext } from '@/server/site/context';
import { loadCookieTier } from './lead-settings';

/**
 * A staff member's document (404 when the variant has no team pages or no member has the slug); cached per
 * request, so metadata and page share one query.
 */
export const loadMember = cache(async (slug: string) => {
  const site = await getSiteContext();
  if (!isRouteEnabled('teamMember', site.enabledPages)) notFound();
  const member = await fetchContent({ query: teamMemberBySlugQuery, params: { slug }, tags: ['teamMember', 'store'] });
  if (!member) notFound();
  return member;
});

/** /our-company/meet-our-team/{slug}: the member, the site and what the member's message form needs. */
export async function loadTeamMemberPage(slug: string) {
  const [member, site, cookieTier] = await Promise.all([loadMember(slug), getSiteContext(), loadCookieTier()]);
  return { member, site, cookieTier };
}
