import type { LoadedSection } from '../sections/types';
import type { SiteContext } from '@/server/site/context';
import { Sections } from '../sections';
import { heroCarriesHeading } from './hero-heading';
import { PageHeader } from './page-header';

export interface ContentPageProps {
  /** The page's h1 text (server/pages/content-page.ts loads it with the sections). */
  heading: string;
  sections: LoadedSection[];
  site: SiteContext;
}

/** The page's h1: the hero carries it when the page opens with one; otherwise a heading band with the title. */
export function ContentPage({ heading, sections, site }: ContentPageProps) {
  return (
    <>
      {heroCarriesHeading(sections) ? null : <PageHeader title={heading} />}
      <Sections sections={sections} site={site} />
    </>
  );
}
