import { pathFor, type RouteName } from '@dealer/schemas/routes';
import { documentTitle } from '@/lib/seo/title';
import { loadContentPageSections, pageHeading } from '@/server/pages/content-page';
import { Sections } from '../sections';
import { PageHeader } from './page-header';

// A route file takes everything a content page needs (metadata, loader, component) from this one module.
export {
  contentPageMetadata,
  loadContentPage,
  loadContentPageSections,
  pageHeading,
} from '@/server/pages/content-page';

/** The page's h1: the hero carries it when the page opens with one; otherwise a heading band with the title. */
export async function ContentPage({ route }: { route: RouteName }) {
  const { page, site, sections } = await loadContentPageSections(route);
  const heroFirst = sections[0]?._type === 'heroSection' && (sections[0].slides ?? []).some((slide) => slide.title);
  return (
    <>
      {heroFirst ? null : <PageHeader title={pageHeading(page, site.lang) || documentTitle(pathFor(route))} />}
      <Sections sections={sections} site={site} />
    </>
  );
}
