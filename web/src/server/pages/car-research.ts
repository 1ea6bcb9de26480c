import 'server-only';
import { loadArticleCategories } from './articles';
import { loadContentPageSections } from './content-page';

/** /car-research (route `carResearch`): the page with its sections, and the article categories to browse. */
export async function loadCarResearchPage() {
  const [page, categories] = await Promise.all([loadContentPageSections('carResearch'), loadArticleCategories()]);
  return { ...page, categories };
}
