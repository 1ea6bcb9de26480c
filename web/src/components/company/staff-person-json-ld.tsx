import { teamMemberPath } from '@dealer/schemas/routes';
import { personJsonLd } from '@/lib/seo/content-structured-data';
import { staffFullName } from '@/lib/seo/metadata-template';
import type { SiteContext } from '@/server/site/context';
import { JsonLd } from '../articles/json-ld';

export interface StaffPersonInput {
  firstName: string | null;
  lastName: string | null;
  department?: string | null;
  title?: string | null;
  phone?: string | null;
  email?: string | null;
  image?: { asset?: { url?: string | null } | null } | null;
  store?: { name?: string | null; phone?: string | null } | null;
}

/** schema.org Person for a staff page, working for the member's store (else the site at `origin`). */
export function StaffPersonJsonLd({
  member,
  slug,
  site,
  origin,
}: {
  member: StaffPersonInput;
  slug: string;
  site: SiteContext;
  origin: string;
}) {
  return (
    <JsonLd
      data={personJsonLd(
        {
          name: staffFullName(member),
          jobTitle: member.title,
          department: member.department,
          telephone: member.phone ?? member.store?.phone,
          email: member.email,
          path: teamMemberPath(slug),
          imageUrl: member.image?.asset?.url,
          worksFor: { name: member.store?.name ?? site.settings?.siteName, url: origin },
        },
        origin,
      )}
    />
  );
}
