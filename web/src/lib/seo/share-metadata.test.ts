import { shareDefaults, shareImage, withShareDefaults } from './share-metadata';

const store = {
  name: 'Naperville Auto',
  site: {
    name: 'Auto Buyers',
    image: { alt: 'Our lot', asset: { url: '/media/og.svg', width: 1200, height: 630 } },
    twitterImage: { asset: { url: '/media/twitter.svg' } },
  },
};

describe('shareDefaults', () => {
  test.each([
    [store, 'Sitewide', { siteName: 'Sitewide', og: '/media/og.svg', twitter: '/media/twitter.svg' }],
    [store, null, { siteName: 'Auto Buyers', og: '/media/og.svg', twitter: '/media/twitter.svg' }],
    [
      { ...store, site: { ...store.site, twitterImage: null } },
      null,
      { siteName: 'Auto Buyers', og: '/media/og.svg', twitter: '/media/og.svg' },
    ],
    [{ name: 'Only Name' }, null, { siteName: 'Only Name', og: undefined, twitter: undefined }],
    [null, null, { siteName: undefined, og: undefined, twitter: undefined }],
  ])('%j / %p', (input, siteName, expected) => {
    const defaults = shareDefaults(input, siteName);
    expect({
      siteName: defaults.siteName,
      og: defaults.openGraphImage?.url,
      twitter: defaults.twitterImage?.url,
    }).toEqual(expected);
  });

  test('keeps the alt text, else names the site', () => {
    expect(shareImage(store.site.image)).toEqual({ url: '/media/og.svg', alt: 'Our lot', width: 1200, height: 630 });
    expect(shareImage(store.site.twitterImage, 'Auto')).toEqual({ url: '/media/twitter.svg', alt: 'Auto' });
  });
});

describe('withShareDefaults', () => {
  const defaults = shareDefaults(store);
  test('fills Open Graph and Twitter from the page and the store', () => {
    const metadata = withShareDefaults(
      {
        title: { absolute: 'Oil Change | Auto' },
        description: 'Save',
        alternates: { canonical: '/special-offers/service/oil' },
      },
      defaults,
    );
    expect(metadata.openGraph).toMatchObject({
      title: 'Oil Change | Auto',
      description: 'Save',
      url: '/special-offers/service/oil',
      siteName: 'Auto Buyers',
      images: [{ url: '/media/og.svg' }],
    });
    expect(metadata.twitter).toMatchObject({
      card: 'summary_large_image',
      title: 'Oil Change | Auto',
      images: [{ url: '/media/twitter.svg' }],
    });
  });

  test('a page’s own image wins for both', () => {
    const metadata = withShareDefaults(
      { title: 'T', openGraph: { type: 'article', images: ['/media/own.svg'] } },
      defaults,
    );
    expect(metadata.openGraph).toMatchObject({ type: 'article', title: 'T', images: ['/media/own.svg'] });
    expect(metadata.twitter).toMatchObject({ images: ['/media/own.svg'] });
  });

  test('no images anywhere leaves images out', () => {
    const metadata = withShareDefaults({ title: 'T' }, shareDefaults(null));
    expect((metadata.openGraph as { images?: unknown }).images).toBeUndefined();
    expect((metadata.twitter as { images?: unknown }).images).toBeUndefined();
  });

  test('drops keys left undefined so the layout’s values apply', () => {
    const metadata = withShareDefaults({ title: 'T', robots: undefined, description: undefined }, defaults);
    expect('robots' in metadata).toBe(false);
    expect('description' in metadata).toBe(false);
  });
});
