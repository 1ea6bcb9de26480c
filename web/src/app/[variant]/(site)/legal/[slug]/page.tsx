import type { Metadata } from 'next';
import { LegalPageView } from '@/components/legal/legal-page-view';
import { legalPageMetadata, loadLegalPage } from '@/server/pages/legal-page';

export { generateStaticParams } from '@/server/pages/on-demand-params';

interface Props {
  params: Promise<{ slug: string }>;
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  return legalPageMetadata((await params).slug);
}

/** /legal/{slug}: one of the policy pages. */
export default async function LegalPage({ params }: Props) {
  return <LegalPageView {...await loadLegalPage((await params).slug)} />;
}
