import { pathFor } from '@dealer/schemas/routes';
import styles from '@/components/articles/articles.module.css';
import { CategoryLinks } from '@/components/articles/category-links';
import { ArticleSearchForm } from '@/components/articles/search-form';
import { heroCarriesHeading } from '@/components/page/hero-heading';
import { PageHeader } from '@/components/page/page-header';
import { Sections } from '@/components/sections';
import { loadCarResearchPage } from '@/server/pages/car-research';
import { contentPageMetadata } from '@/server/pages/content-page';

/** /car-research (route `carResearch`): article search and categories, then the page's CMS sections. */
export const generateMetadata = () => contentPageMetadata('carResearch');

export default async function CarResearchPage() {
  const { heading, site, sections, categories } = await loadCarResearchPage();
  const { t } = site;
  // A hero opening the page carries the h1 (as on every content page); otherwise the heading band does.
  const heroFirst = heroCarriesHeading(sections);
  return (
    <>
      {heroFirst ? <Sections sections={sections.slice(0, 1)} site={site} /> : <PageHeader title={heading} />}
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
