import { pathFor } from '@dealer/schemas/routes';
import type { Metadata } from 'next';
import Link from 'next/link';
import { StaffPersonJsonLd } from '@/components/company/staff-person-json-ld';
import { StaffMemberLeadForm } from '@/components/forms/staff-member-lead-form';
import { PhoneLink } from '@/components/layout/phone-link';
import { PageHeader } from '@/components/page/page-header';
import styles from '@/components/sections/sections.module.css';
import { RatingStars } from '@/components/ui/rating-stars';
import { SanityImage } from '@/components/ui/sanity-image';
import { loadTeamMemberPage, teamMemberMetadata } from '@/server/pages/team-member';

export { generateStaticParams } from '@/server/pages/on-demand-params';

interface Props {
  params: Promise<{ slug: string }>;
}

const fullName = (member: { firstName: string | null; lastName: string | null }) =>
  [member.firstName, member.lastName].filter(Boolean).join(' ');

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  // Staff metadata uses {staff_name} and {staff_department} (templates from siteSettings).
  return teamMemberMetadata((await params).slug);
}

/** /our-company/meet-our-team/{slug}: one staff member. */
export default async function TeamMemberPage({ params }: Props) {
  const { slug } = await params;
  const { member, site, cookieTier, origin } = await loadTeamMemberPage(slug);
  const name = fullName(member);
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
            <PhoneLink phone={member.phone ?? member.store?.phone} label="Call" className={styles.callLink} />
          </p>
          {member.email ? (
            <p>
              <a href={`mailto:${member.email}`}>{member.email}</a>
            </p>
          ) : null}
          <p>
            <Link href={pathFor('team')}>Meet the rest of the team</Link>
          </p>
        </div>
      </div>
      {member.slug ? <StaffMemberLeadForm slug={member.slug} name={name} site={site} cookieTier={cookieTier} /> : null}
      <StaffPersonJsonLd member={member} slug={slug} site={site} origin={origin} />
    </>
  );
}
