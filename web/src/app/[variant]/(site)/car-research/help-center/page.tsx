import { pathFor } from '@dealer/schemas/routes';
import { ArticleList } from '@/components/articles/article-card';
import styles from '@/components/articles/articles.module.css';
import { ArticleSearchForm } from '@/components/articles/search-form';
import { contentPageMetadata, loadContentPage, pageHeading } from '@/components/page/content-page';
import { PageHeader } from '@/components/page/page-header';
import { Sections } from '@/components/sections';
import { Section } from '@/components/ui/section';
import { fetchContent } from '@/content';
import { helpCenterArticlesQuery } from '@/content/queries';
import { documentTitle } from '@/lib/seo/title';

export const generateMetadata = () => contentPageMetadata('helpCenter');

/**
 * /car-research/help-center: the page's CMS sections, where the articles section lists the articles an editor
 * marked "listed in the help center" (article.helpCenter), plus the article search.
 */
export default async function HelpCenterPage() {
  const { page, site } = await loadContentPage('helpCenter');
  const articles = await fetchContent({
    query: helpCenterArticlesQuery,
    params: {},
    tags: ['article', 'articleCategory'],
  });
  const sections = page.sections ?? [];
  return (
    <>
      <PageHeader title={pageHeading(page, site.lang) || documentTitle(pathFor('helpCenter'))} />
      <div className={`container ${styles.body}`} style={{ paddingBottom: 0 }}>
        <ArticleSearchForm
          action={pathFor('articleSearch')}
          query=""
          label={site.t('articles.search.label', {}, 'Search car research articles')}
          placeholder={site.t('articles.search.placeholder', {}, 'e.g. winter tires, trade-in, oil change')}
          button={site.t('articles.search.button', {}, 'Search')}
        />
      </div>
      {sections.map((section) =>
        section._type === 'articlesSection' ? (
          <Section key={section._key} id={section._key} title={section.title}>
            <ArticleList articles={articles} headingLevel={3} timeZone={site.store?.timezone} />
          </Section>
        ) : (
          <Sections key={section._key} sections={[section]} site={site} />
        ),
      )}
    </>
  );
}
