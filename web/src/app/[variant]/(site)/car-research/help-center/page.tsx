import { pathFor } from '@dealer/schemas/routes';
import { ArticleList } from '@/components/articles/article-card';
import styles from '@/components/articles/articles.module.css';
import { ArticleSearchForm } from '@/components/articles/search-form';
import { PageHeader } from '@/components/page/page-header';
import { Sections } from '@/components/sections';
import { Section } from '@/components/ui/section';
import { contentPageMetadata } from '@/server/pages/content-page';
import { loadHelpCenterPage } from '@/server/pages/help-center';

export const generateMetadata = () => contentPageMetadata('helpCenter');

/**
 * /car-research/help-center: the page's CMS sections, where the articles section lists the articles an editor
 * marked "listed in the help center" (article.helpCenter), plus the article search.
 */
export default async function HelpCenterPage() {
  const { heading, site, articles, blocks } = await loadHelpCenterPage();
  return (
    <>
      <PageHeader title={heading} />
      <div className={`container ${styles.body}`} style={{ paddingBottom: 0 }}>
        <ArticleSearchForm
          action={pathFor('articleSearch')}
          query=""
          label={site.t('articles.search.label', {}, 'Search car research articles')}
          placeholder={site.t('articles.search.placeholder', {}, 'e.g. winter tires, trade-in, oil change')}
          button={site.t('articles.search.button', {}, 'Search')}
        />
      </div>
      {blocks.map((block, position) =>
        block.kind === 'articles' ? (
          <Section key={block.key} id={block.key} title={block.title}>
            <ArticleList articles={articles} headingLevel={3} timeZone={site.store?.timezone} />
          </Section>
        ) : (
          <Sections key={block.key} sections={[block.section]} site={site} start={position} />
        ),
      )}
    </>
  );
}
