/**
 * schema.org JSON-LD for content pages: Article and BreadcrumbList on articles, Person on staff pages.
 * URLs are made absolute on the site origin (the store's `site.url`, else the request's origin).
 */

type JsonLd = Record<string, unknown>;

const compact = (value: JsonLd): JsonLd =>
  Object.fromEntries(Object.entries(value).filter(([, item]) => item !== undefined && item !== null && item !== ''));

/** `path` on `origin`; absolute URLs pass through; undefined for nothing or garbage. */
export function absoluteUrl(path: string | null | undefined, origin: string | null | undefined): string | undefined {
  if (!path) return undefined;
  try {
    return new URL(path, origin ?? undefined).toString();
  } catch {
    return undefined;
  }
}

export interface BreadcrumbItem {
  name: string;
  path: string;
}

export function breadcrumbJsonLd(items: readonly BreadcrumbItem[], origin: string): JsonLd {
  return {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: items.map((item, index) =>
      compact({ '@type': 'ListItem', position: index + 1, name: item.name, item: absoluteUrl(item.path, origin) }),
    ),
  };
}

export interface ArticleStructuredDataInput {
  title?: string | null;
  excerpt?: string | null;
  publishedAt?: string | null;
  updatedAt?: string | null;
  /** The canonical path (`/car-research/{slug}`). */
  path: string;
  imageUrl?: string | null;
  category?: string | null;
  author?: { name?: string | null; path?: string | null } | null;
  publisher?: { name?: string | null; logoUrl?: string | null } | null;
}

export function articleJsonLd(article: ArticleStructuredDataInput, origin: string): JsonLd {
  const url = absoluteUrl(article.path, origin);
  const author = article.author?.name
    ? compact({ '@type': 'Person', name: article.author.name, url: absoluteUrl(article.author.path, origin) })
    : undefined;
  const publisher = article.publisher?.name
    ? compact({
        '@type': 'Organization',
        name: article.publisher.name,
        logo: article.publisher.logoUrl
          ? { '@type': 'ImageObject', url: absoluteUrl(article.publisher.logoUrl, origin) }
          : undefined,
      })
    : undefined;
  const image = absoluteUrl(article.imageUrl, origin);
  return compact({
    '@context': 'https://schema.org',
    '@type': 'Article',
    headline: article.title,
    description: article.excerpt,
    datePublished: article.publishedAt,
    dateModified: article.updatedAt ?? article.publishedAt,
    url,
    mainEntityOfPage: url ? { '@type': 'WebPage', '@id': url } : undefined,
    image: image ? [image] : undefined,
    articleSection: article.category,
    author,
    publisher,
  });
}

export interface PersonStructuredDataInput {
  name: string;
  jobTitle?: string | null;
  department?: string | null;
  telephone?: string | null;
  email?: string | null;
  path: string;
  imageUrl?: string | null;
  worksFor?: { name?: string | null; url?: string | null } | null;
}

export function personJsonLd(person: PersonStructuredDataInput, origin: string): JsonLd {
  const worksFor = person.worksFor?.name
    ? compact({ '@type': 'AutoDealer', name: person.worksFor.name, url: absoluteUrl(person.worksFor.url, origin) })
    : undefined;
  return compact({
    '@context': 'https://schema.org',
    '@type': 'Person',
    name: person.name,
    jobTitle: person.jobTitle,
    // Department is display-only in the CMS; schema.org has no better slot than a description.
    description: person.department ? `${person.department} department` : undefined,
    telephone: person.telephone,
    email: person.email ? `mailto:${person.email}` : undefined,
    url: absoluteUrl(person.path, origin),
    image: absoluteUrl(person.imageUrl, origin),
    worksFor,
  });
}
