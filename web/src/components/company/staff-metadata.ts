import { teamMemberPath } from '@dealer/schemas/routes';
import type { Metadata } from 'next';
import { renderMetadataTemplate, staffFullName, staffTemplateValues } from '@/lib/seo/metadata-template';
import { documentTitle } from '@/lib/seo/title';
import { getMetadataTemplates, withSiteShareDefaults } from '@/server/seo/page-seo';
import { getSiteContext } from '@/server/site/context';

export interface StaffMetadataInput {
  firstName: string | null;
  lastName: string | null;
  department?: string | null;
  title?: string | null;
  image?: { alt?: string | null; asset?: { url?: string | null } | null } | null;
}

/**
 * A staff page's metadata ("Metadata uses {staff_name}, {staff_department}"), from the editor's templates
 * in siteSettings → SEO → metadata templates; the member's photo as the share image.
 */
export async function staffPageMetadata(member: StaffMetadataInput, slug: string): Promise<Metadata> {
  const [site, { siteName, templates }] = await Promise.all([getSiteContext(), getMetadataTemplates()]);
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
