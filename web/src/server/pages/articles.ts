import 'server-only';
import { pathFor } from '@dealer/schemas/routes';
import { cache } from 'react';
import { fetchContent } from '@/content';
import { articleCategoriesQuery, pageSeoByRouteQuery } from '@/content/queries';
import type { CategoryLink } from '@/lib/articles/category-link';
import { documentTitle } from '@/lib/seo/title';

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

/** The title of /car-research as its `page` document names it: the first crumb of every article page's trail. */
export const loadResearchTitle = cache(async (): Promise<string> => {
  const research = await fetchContent({ query: pageSeoByRouteQuery, params: { route: 'carResearch' }, tags: ['page'] });
  return research?.title ?? documentTitle(pathFor('carResearch'));
});
