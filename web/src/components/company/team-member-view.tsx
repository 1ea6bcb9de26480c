import { pathFor } from '@dealer/schemas/routes';
import Link from 'next/link';
import { StaffPersonJsonLd } from '@/components/company/staff-person-json-ld';
import { StaffMemberLeadForm } from '@/components/forms/staff-member-lead-form';
import { PhoneLink } from '@/components/layout/phone-link';
import { PageHeader } from '@/components/page/page-header';
import styles from '@/components/sections/sections.module.css';
import { RatingStars } from '@/components/ui/rating-stars';
import { SanityImage } from '@/components/ui/sanity-image';
import type { TeamMemberBySlugQueryResult } from '@/content/sanity.types';
import { staffFullName } from '@/lib/seo/metadata-template';
import type { SiteContext } from '@/server/site/context';

interface TeamMemberViewProps {
  slug: string;
  member: NonNullable<TeamMemberBySlugQueryResult>;
  site: SiteContext;
  /** The site's cookie tier, for the message form's consent line. */
  cookieTier: number | null;
  /** The site's origin: the Person JSON-LD's absolute URLs. */
  origin: string;
}

/** One staff member's page: photo, rating, bio, how to reach them, their lead form and their Person JSON-LD. */
export function TeamMemberView({ slug, member, site, cookieTier, origin }: TeamMemberViewProps) {
  const name = staffFullName(member);
  return (
    <>
      <PageHeader title={name}>{[member.title, member.department].filter(Boolean).join(' · ')}</PageHeader>
      <div
        className={`container ${styles.split}`}
        style={{ paddingBlock: 'var(--chakra-spacing-10)', alignItems: 'start' }}
      >
        <SanityImage image={member.image} alt={name} sizes="(min-width: 48rem) 40vw, 100vw" className={styles.media} />
        <div>
          {member.rating ? <RatingStars rating={member.rating} /> : null}
          {member.bio ? <p className={styles.splitText}>{member.bio}</p> : null}
          <p>
            <PhoneLink
              phone={member.phone ?? member.store?.phone}
              label={site.t('team.call')}
              className={styles.callLink}
            />
          </p>
          {member.email ? (
            <p>
              <a href={`mailto:${member.email}`}>{member.email}</a>
            </p>
          ) : null}
          <p>
            <Link href={pathFor('team')}>{site.t('team.restOfTeam')}</Link>
          </p>
        </div>
      </div>
      {member.slug ? <StaffMemberLeadForm slug={member.slug} name={name} site={site} cookieTier={cookieTier} /> : null}
      <StaffPersonJsonLd member={member} slug={slug} site={site} origin={origin} />
    </>
  );
}
