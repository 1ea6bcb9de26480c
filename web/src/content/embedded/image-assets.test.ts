import { attachImageAssets, svgDimensions } from './image-assets';

describe('attachImageAssets', () => {
  const fixedSize = () => ({ width: 800, height: 600 });

  it('turns _sanityAsset references into asset references and one asset document per file', () => {
    const docs: Record<string, unknown>[] = [
      {
        _id: 'a',
        _type: 'vehicle',
        images: [{ _key: 'k1', _type: 'image', alt: 'Front', _sanityAsset: 'image@file://./images/car-red.svg' }],
      },
      { _id: 'b', _type: 'article', mainImage: { _type: 'image', _sanityAsset: 'image@file://./images/car-red.svg' } },
    ];
    const assets = attachImageAssets(docs, fixedSize);
    expect(assets).toHaveLength(1);
    expect(assets[0]).toMatchObject({
      _id: 'image-carred-800x600-svg',
      _type: 'sanity.imageAsset',
      url: '/media/car-red.svg',
      mimeType: 'image/svg+xml',
      metadata: { dimensions: { width: 800, height: 600 } },
    });
    const image = (docs[0]?.images as Record<string, unknown>[])[0];
    expect(image).toEqual({
      _key: 'k1',
      _type: 'image',
      alt: 'Front',
      asset: { _type: 'reference', _ref: 'image-carred-800x600-svg' },
    });
  });

  it.each(['https://example.com/x.svg', 'image@file://../secrets.svg', 'image@file://./images/../x.svg'])(
    'rejects asset source %s',
    (source) => {
      expect(() => attachImageAssets([{ _id: 'a', img: { _sanityAsset: source } }], fixedSize)).toThrow(
        'Unsupported seed asset',
      );
    },
  );
});

describe('svgDimensions', () => {
  it.each([
    ['<svg xmlns="http://www.w3.org/2000/svg" width="800" height="600">', 800, 600],
    ['<svg viewBox="0 0 400 300" xmlns="http://www.w3.org/2000/svg">', 400, 300],
    ['<svg width="120.4" height="80.6" viewBox="0 0 1 1">', 120, 81],
    ['<svg>', 800, 600],
  ])('%s → %d×%d', (svg, width, height) => {
    expect(svgDimensions(svg)).toEqual({ width, height });
  });
});
