import { render } from '@testing-library/react';
import { SanityImage } from './sanity-image';

const image = { alt: 'A red sedan', asset: { url: '/media/car.svg', width: 800, height: 600 } };

describe('SanityImage', () => {
  test.each<[string, string | undefined, string, string | null]>([
    // The alt text is hidden while loading by the global stylesheet: no inline style on any image.
    ['its own alt text', undefined, 'A red sedan', null],
    ['an alt text given', 'Front view', 'Front view', null],
    ['decorative (empty alt)', '', '', null],
  ])('%s', (_name, alt, expectedAlt, expectedStyle) => {
    const img = render(<SanityImage image={image} alt={alt} sizes="100vw" />).container.querySelector('img');
    expect(img?.getAttribute('alt')).toBe(expectedAlt);
    expect(img?.getAttribute('style')).toBe(expectedStyle);
    expect(img).toHaveAttribute('src', '/media/car.svg');
    expect(img).toHaveAttribute('width', '800');
    expect(img).toHaveAttribute('height', '600');
  });
});
