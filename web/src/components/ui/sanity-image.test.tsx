import { render } from '@testing-library/react';
import { SanityImage } from './sanity-image';

const image = { alt: 'A red sedan', asset: { url: '/media/car.svg', width: 800, height: 600 } };

describe('SanityImage', () => {
  test.each<[string, string | undefined, string, string | null]>([
    ['its own alt text: hidden while loading', undefined, 'A red sedan', 'color: transparent;'],
    ['an alt text given: hidden while loading', 'Front view', 'Front view', 'color: transparent;'],
    ['decorative (empty alt): no style to send', '', '', null],
  ])('%s', (_name, alt, expectedAlt, expectedStyle) => {
    const img = render(<SanityImage image={image} alt={alt} sizes="100vw" />).container.querySelector('img');
    expect(img?.getAttribute('alt')).toBe(expectedAlt);
    expect(img?.getAttribute('style')).toBe(expectedStyle);
    expect(img).toHaveAttribute('src', '/media/car.svg');
    expect(img).toHaveAttribute('width', '800');
    expect(img).toHaveAttribute('height', '600');
  });
});
