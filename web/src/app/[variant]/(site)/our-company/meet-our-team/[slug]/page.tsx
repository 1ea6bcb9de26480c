import type { Metadata } from 'next';
import { TeamMemberView } from '@/components/company/team-member-view';
import { loadTeamMemberPage, teamMemberMetadata } from '@/server/pages/team-member';

export { generateStaticParams } from '@/server/pages/on-demand-params';

interface Props {
  params: Promise<{ slug: string }>;
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  // Staff metadata uses {staff_name} and {staff_department} (templates from siteSettings).
  return teamMemberMetadata((await params).slug);
}

/** /our-company/meet-our-team/{slug}: one staff member. */
export default async function TeamMemberPage({ params }: Props) {
  const { slug } = await params;
  return <TeamMemberView slug={slug} {...await loadTeamMemberPage(slug)} />;
}
