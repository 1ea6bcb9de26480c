import 'server-only';
import { cache } from 'react';
import { fetchContent } from '@/content';
import { articleCategoriesQuery, helpCenterArticlesQuery } from '@/content/queries';
import { loadContentPage } from './content-page';
import { loadSections, type LoadedSection } from './page-sections';

export interface CategoryLink {
  _id: string;
  title: string | null;
  slug: string;
}

/** The article categories worth a link: those with a slug and at least one article, in the editor's order. */
export const loadArticleCategories = cache(async (): Promise<CategoryLink[]> => {
  const categories = await fetchContent({
    query: articleCategoriesQuery,
    params: {},
    tags: ['articleCategory', 'article'],
  });
  return categories.flatMap((category) =>
    category.slug && category.count > 0 ? [{ _id: category._id, title: category.title, slug: category.slug }] : [],
  );
});

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
  return { page, site, articles, blocks };
}
