import 'server-only';
import { authorPath, pathFor } from '@dealer/schemas/routes';
import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { cache } from 'react';
import { fetchContent } from '@/content';
import { authorPageQuery } from '@/content/queries';
import { isRouteEnabled } from '@/lib/routing/route-access';
import { breadcrumbJsonLd, personJsonLd } from '@/lib/seo/content-structured-data';
import { documentTitle } from '@/lib/seo/title';
import { siteOrigin, withSiteShareDefaults } from '@/server/seo/page-seo';
import { getSiteContext } from '@/server/site/context';
import { loadResearchTitle } from './articles';

/** An author with their articles (404 when author pages are disabled or no author has the slug); cached per request. */
const loadAuthor = cache(async (slug: string) => {
  const site = await getSiteContext();
  if (!isRouteEnabled('author', site.enabledPages)) notFound();
  const [author, researchTitle] = await Promise.all([
    fetchContent({ query: authorPageQuery, params: { slug }, tags: ['author', 'article', 'articleCategory'] }),
    loadResearchTitle(),
  ]);
  if (!author) notFound();
  return { author, site, researchTitle };
});

export async function articleAuthorMetadata(slug: string): Promise<Metadata> {
  const { author, site } = await loadAuthor(slug);
  const path = authorPath(slug);
  const name = documentTitle(path, author.name);
  const siteName = site.settings?.siteName;
  const image = author.image?.asset?.url;
  return withSiteShareDefaults({
    title: { absolute: siteName ? `${name} | ${siteName}` : name },
    description: author.bio ?? author.role ?? undefined,
    alternates: { canonical: path },
    openGraph: { type: 'profile', images: image ? [{ url: image, alt: author.image?.alt ?? name }] : undefined },
  });
}

/** /car-research/author/{slug}: the author, their name as the heading, the breadcrumb trail and the Person JSON-LD. */
export async function loadArticleAuthorPage(slug: string) {
  const [{ author, site, researchTitle }, origin] = await Promise.all([loadAuthor(slug), siteOrigin()]);
  const path = authorPath(slug);
  const name = documentTitle(path, author.name);
  const crumbs = [
    { name: researchTitle, path: pathFor('carResearch') },
    { name, path },
  ];
  const jsonLd = [
    personJsonLd(
      {
        name,
        jobTitle: author.role,
        path,
        imageUrl: author.image?.asset?.url,
        worksFor: { name: site.settings?.siteName, url: origin },
      },
      origin,
    ),
    breadcrumbJsonLd(crumbs, origin),
  ];
  return { author, site, name, crumbs, jsonLd };
}
