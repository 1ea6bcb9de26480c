import { absoluteUrl, articleJsonLd, breadcrumbJsonLd, personJsonLd } from './content-structured-data';

const ORIGIN = 'https://www.example.com';

test.each([
  ['/car-research/a', ORIGIN, 'https://www.example.com/car-research/a'],
  ['https://cdn.example.net/x.png', ORIGIN, 'https://cdn.example.net/x.png'],
  ['/media/x.svg', 'http://127.0.0.1:3100', 'http://127.0.0.1:3100/media/x.svg'],
  ['/x', null, undefined],
  [null, ORIGIN, undefined],
  ['', ORIGIN, undefined],
])('absoluteUrl(%p, %p)', (path, origin, expected) => {
  expect(absoluteUrl(path, origin)).toBe(expected);
});

test('breadcrumbJsonLd numbers the items from 1 with absolute URLs', () => {
  expect(
    breadcrumbJsonLd(
      [
        { name: 'Home', path: '/' },
        { name: 'Car Research', path: '/car-research' },
        { name: 'Oil', path: '/car-research/oil' },
      ],
      ORIGIN,
    ),
  ).toEqual({
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: [
      { '@type': 'ListItem', position: 1, name: 'Home', item: `${ORIGIN}/` },
      { '@type': 'ListItem', position: 2, name: 'Car Research', item: `${ORIGIN}/car-research` },
      { '@type': 'ListItem', position: 3, name: 'Oil', item: `${ORIGIN}/car-research/oil` },
    ],
  });
});

describe('articleJsonLd', () => {
  test('describes the article with author, publisher, image and canonical URL', () => {
    const data = articleJsonLd(
      {
        title: 'How Often Should You Change Your Oil?',
        excerpt: 'Every 3,000 to 5,000 miles.',
        publishedAt: '2026-09-04T13:13:00Z',
        path: '/car-research/oil',
        imageUrl: '/media/oil.svg',
        category: 'Car Advice & Education',
        author: { name: 'Luis Ortega', path: '/car-research/author/luis-ortega' },
        publisher: { name: 'Auto', logoUrl: '/media/logo.svg' },
      },
      ORIGIN,
    );
    expect(data).toEqual({
      '@context': 'https://schema.org',
      '@type': 'Article',
      headline: 'How Often Should You Change Your Oil?',
      description: 'Every 3,000 to 5,000 miles.',
      datePublished: '2026-09-04T13:13:00Z',
      dateModified: '2026-09-04T13:13:00Z',
      url: `${ORIGIN}/car-research/oil`,
      mainEntityOfPage: { '@type': 'WebPage', '@id': `${ORIGIN}/car-research/oil` },
      image: [`${ORIGIN}/media/oil.svg`],
      articleSection: 'Car Advice & Education',
      author: { '@type': 'Person', name: 'Luis Ortega', url: `${ORIGIN}/car-research/author/luis-ortega` },
      publisher: {
        '@type': 'Organization',
        name: 'Auto',
        logo: { '@type': 'ImageObject', url: `${ORIGIN}/media/logo.svg` },
      },
    });
  });

  test('leaves out what the article lacks', () => {
    expect(Object.keys(articleJsonLd({ title: 'T', path: '/car-research/t' }, ORIGIN)).sort()).toEqual([
      '@context',
      '@type',
      'headline',
      'mainEntityOfPage',
      'url',
    ]);
  });
});

describe('personJsonLd', () => {
  test.each([
    [
      {
        name: 'Alicia Moreno',
        jobTitle: 'Sales Consultant',
        department: 'Sales',
        path: '/our-company/meet-our-team/alicia',
      },
      { name: 'Alicia Moreno', jobTitle: 'Sales Consultant', description: 'Sales department' },
    ],
    [
      {
        name: 'Bo',
        email: 'bo@example.com',
        telephone: '(630) 555-0100',
        path: '/t/bo',
        worksFor: { name: 'Auto', url: ORIGIN },
      },
      {
        email: 'mailto:bo@example.com',
        telephone: '(630) 555-0100',
        worksFor: { '@type': 'AutoDealer', name: 'Auto', url: `${ORIGIN}/` },
      },
    ],
  ])('%j', (input, expected) => {
    const data = personJsonLd(input, ORIGIN);
    expect(data).toMatchObject({
      '@context': 'https://schema.org',
      '@type': 'Person',
      url: `${ORIGIN}${input.path}`,
      ...expected,
    });
  });
});
