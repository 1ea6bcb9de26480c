import 'server-only';
import { pathFor } from '@dealer/schemas/routes';
import { fetchContent } from '@/content';
import { helpCenterArticlesQuery } from '@/content/queries';
import { documentTitle } from '@/lib/seo/title';
import { loadContentPage, pageHeading } from './content-page';
import { loadSections, type LoadedSection } from './page-sections';

/** A help-center block: the page's articles section, which lists the help-center articles, or any other section. */
export type HelpCenterBlock =
  { kind: 'articles'; key: string; title: string | null } | { kind: 'section'; key: string; section: LoadedSection };

/**
 * /car-research/help-center: its page, the articles an editor listed in the help center (article.helpCenter), and
 * its sections in order, where an articles section stands for that list instead of the latest articles.
 */
export async function loadHelpCenterPage() {
  const { page, site } = await loadContentPage('helpCenter');
  const sections = page.sections ?? [];
  const [articles, others] = await Promise.all([
    fetchContent({ query: helpCenterArticlesQuery, params: {}, tags: ['article', 'articleCategory'] }),
    loadSections(
      sections.filter((section) => section._type !== 'articlesSection'),
      site,
    ),
  ]);
  const loaded = new Map(others.map((section) => [section._key, section]));
  const blocks = sections.flatMap((section): HelpCenterBlock[] => {
    if (section._type === 'articlesSection') return [{ kind: 'articles', key: section._key, title: section.title }];
    const withData = loaded.get(section._key);
    return withData ? [{ kind: 'section', key: section._key, section: withData }] : [];
  });
  return { site, articles, blocks, heading: pageHeading(page, site.lang) || documentTitle(pathFor('helpCenter')) };
}
