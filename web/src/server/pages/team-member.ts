import 'server-only';
import { teamMemberPath } from '@dealer/schemas/routes';
import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { cache } from 'react';
import { fetchContent } from '@/content';
import { teamMemberBySlugQuery } from '@/content/queries';
import { isRouteEnabled } from '@/lib/routing/route-access';
import { renderMetadataTemplate, staffFullName, staffTemplateValues } from '@/lib/seo/metadata-template';
import { documentTitle } from '@/lib/seo/title';
import { getMetadataTemplates, siteOrigin, withSiteShareDefaults } from '@/server/seo/page-seo';
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

/**
 * /our-company/meet-our-team/{slug}: the member, the site, what the member's message form needs and the site's
 * origin (the Person JSON-LD's absolute URLs).
 */
export async function loadTeamMemberPage(slug: string) {
  const [member, site, cookieTier, origin] = await Promise.all([
    loadMember(slug),
    getSiteContext(),
    loadCookieTier(),
    siteOrigin(),
  ]);
  return { member, site, cookieTier, origin };
}

/**
 * A staff page's metadata ("Metadata uses {staff_name}, {staff_department}"), from the editor's templates
 * in siteSettings → SEO → metadata templates; the member's photo as the share image.
 */
export async function teamMemberMetadata(slug: string): Promise<Metadata> {
  const [member, site, { siteName, templates }] = await Promise.all([
    loadMember(slug),
    getSiteContext(),
    getMetadataTemplates(),
  ]);
  const path = teamMemberPath(slug);
  const values = staffTemplateValues(member, siteName ?? site.settings?.siteName);
  const name = staffFullName(member);
  const title = renderMetadataTemplate(templates, 'staffTitle', values) || documentTitle(path, name);
  const description = renderMetadataTemplate(templates, 'staffDescription', values);
  const image = member.image?.asset?.url;
  return withSiteShareDefaults({
    title: { absolute: title },
    description: description || undefined,
    alternates: { canonical: path },
    openGraph: { type: 'profile', images: image ? [{ url: image, alt: member.image?.alt ?? name }] : undefined },
  });
}
