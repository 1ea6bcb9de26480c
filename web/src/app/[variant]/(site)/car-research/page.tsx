import { pathFor } from '@dealer/schemas/routes';
import styles from '@/components/articles/articles.module.css';
import { CategoryLinks } from '@/components/articles/category-links';
import { ArticleSearchForm } from '@/components/articles/search-form';
import { contentPageMetadata, loadContentPageSections, pageHeading } from '@/components/page/content-page';
import { PageHeader } from '@/components/page/page-header';
import { Sections } from '@/components/sections';
import { documentTitle } from '@/lib/seo/title';
import { loadArticleCategories } from '@/server/pages/articles';

/** /car-research (route `carResearch`): article search and categories, then the page's CMS sections. */
export const generateMetadata = () => contentPageMetadata('carResearch');

export default async function CarResearchPage() {
  const [{ page, site, sections }, categories] = await Promise.all([
    loadContentPageSections('carResearch'),
    loadArticleCategories(),
  ]);
  const { t } = site;
  // A hero opening the page carries the h1 (as on every content page); otherwise the heading band does.
  const heroFirst = sections[0]?._type === 'heroSection' && (sections[0].slides ?? []).some((slide) => slide.title);
  return (
    <>
      {heroFirst ? (
        <Sections sections={sections.slice(0, 1)} site={site} />
      ) : (
        <PageHeader title={pageHeading(page, site.lang) || documentTitle(pathFor('carResearch'))} />
      )}
      <div className={`container ${styles.body}`} style={{ paddingBottom: 0 }}>
        <ArticleSearchForm
          action={pathFor('articleSearch')}
          query=""
          label={t('articles.search.label', {}, 'Search car research articles')}
          placeholder={t('articles.search.placeholder', {}, 'e.g. winter tires, trade-in, oil change')}
          button={t('articles.search.button', {}, 'Search')}
        />
        <CategoryLinks categories={categories} title={t('articles.categories', {}, 'Browse by category')} />
      </div>
      <Sections sections={heroFirst ? sections.slice(1) : sections} site={site} start={heroFirst ? 1 : 0} />
    </>
  );
}
