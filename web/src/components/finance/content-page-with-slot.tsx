import { pathFor, type RouteName } from '@dealer/schemas/routes';
import type { ReactNode } from 'react';

import { documentTitle } from '@/lib/seo/title';

import { loadContentPageSections } from '@/server/pages/content-page';
import { PageHeader } from '../page/page-header';
import { Sections } from '../sections';

/**
 * A financing page: the CMS sections with one interactive block (calculator or form) placed before the page's
 * first FAQ section, or at the end when it has none. Same h1 rule as ContentPage.
 */
export async function ContentPageWithSlot({ route, children }: { route: RouteName; children: ReactNode }) {
  const { page, site, sections } = await loadContentPageSections(route);
  const heroFirst = sections[0]?._type === 'heroSection' && (sections[0].slides ?? []).some((slide) => slide.title);
  const faqAt = sections.findIndex((section) => section._type === 'faqSection');
  const split = faqAt === -1 ? sections.length : faqAt;
  return (
    <>
      {heroFirst ? null : <PageHeader title={page.title ?? documentTitle(pathFor(route))} />}
      <Sections sections={sections.slice(0, split)} site={site} />
      {children}
      <Sections sections={sections.slice(split)} site={site} start={split} />
    </>
  );
}
