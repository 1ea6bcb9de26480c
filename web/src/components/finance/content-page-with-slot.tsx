import type { ReactNode } from 'react';
import type { SiteContext } from '@/server/site/context';
import { heroCarriesHeading } from '../page/hero-heading';
import { PageHeader } from '../page/page-header';
import { Sections } from '../sections';
import type { LoadedSection } from '../sections/types';

export interface ContentPageWithSlotProps {
  /** The page's h1 text (server/pages/content-page.ts `loadSlotPage`). */
  heading: string;
  sections: LoadedSection[];
  site: SiteContext;
  children: ReactNode;
}

/**
 * A financing page: the CMS sections with one interactive block (calculator or form) placed before the page's
 * first FAQ section, or at the end when it has none. Same h1 rule as ContentPage.
 */
export function ContentPageWithSlot({ heading, sections, site, children }: ContentPageWithSlotProps) {
  const faqAt = sections.findIndex((section) => section._type === 'faqSection');
  const split = faqAt === -1 ? sections.length : faqAt;
  return (
    <>
      {heroCarriesHeading(sections) ? null : <PageHeader title={heading} />}
      <Sections sections={sections.slice(0, split)} site={site} />
      {children}
      <Sections sections={sections.slice(split)} site={site} start={split} />
    </>
  );
}
