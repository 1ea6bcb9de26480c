/**
 * Every server-rendered element is sent twice (markup and page payload), so page bands carry no wrapper elements:
 * a band is its own container, its heading its first child, a callout its own split grid, a hero slide its own
 * container, and a page's sections are positional children rather than keyed fragments.
 */
import { isValidElement, type ReactElement, type ReactNode } from 'react';
import { render } from '@testing-library/react';
import type { SiteContext } from '@/server/site/context';
import { Section } from '../ui/section';
import { CalloutSection } from './callout-section';
import { HeroSection } from './hero-section';
import { Sections } from './index';
import type { LoadedSection, SectionOf } from './types';

// The index imports every section; rich text's renderer is an ES module Jest does not load (and is not tested here).
jest.mock('../ui/portable-text', () => ({ RichText: () => null }));

const site = { enabledPages: [], t: (key: string) => key } as unknown as SiteContext;

describe('Section', () => {
  test.each([
    ['title and subtitle', 'Offers', 'Two of them', ['H2', 'P', 'UL']],
    ['title only', 'Offers', null, ['H2', 'UL']],
    ['no title', null, 'ignored without a title', ['UL']],
  ])('%s: the band holds its heading and content directly', (_label, title, subtitle, children) => {
    const { container } = render(
      <Section id="s3" title={title} subtitle={subtitle}>
        <ul>
          <li>One</li>
        </ul>
      </Section>,
    );
    const band = container.querySelector('section')!;
    expect([...band.children].map((child) => child.tagName)).toEqual(children);
    expect(band.querySelector('.container, header')).toBeNull();
    if (title) {
      expect(band.getAttribute('aria-labelledby')).toBe('s3-title');
      expect(band.querySelector('h2')?.id).toBe('s3-title');
    } else {
      expect(band.hasAttribute('aria-labelledby')).toBe(false);
    }
  });
});

test('a callout is its own split grid: text block and image are the band’s children', () => {
  const section = {
    _type: 'calloutSection',
    title: 'Trade in',
    text: 'Use your offer.',
    image: { alt: 'Keys', asset: { url: '/media/keys.svg', width: 800, height: 600 } },
  } as unknown as SectionOf<'calloutSection'>;
  const { container } = render(<CalloutSection id="s8" section={section} site={site} first={false} />);
  const band = container.querySelector('section')!;
  expect([...band.children].map((child) => child.tagName)).toEqual(['DIV', 'IMG']);
  expect(band.getAttribute('aria-labelledby')).toBe('s8-title');
  expect(band.querySelector('h2')?.id).toBe('s8-title');
});

test.each([
  ['one slide', 1, 'section > div > div > h1'],
  ['a carousel', 2, 'section > div[role="region"] > div[role="group"] > div > h1'],
])('%s: each slide holds its text block and image directly', (_label, count, headingPath) => {
  const slides = Array.from({ length: count }, (_, index) => ({
    title: `Slide ${index + 1}`,
    subtitle: 'Text',
    image: { alt: 'Car', asset: { url: '/media/car.svg', width: 1600, height: 900 } },
  }));
  const section = { _type: 'heroSection', slides } as unknown as SectionOf<'heroSection'>;
  const { container } = render(<HeroSection id="s0" section={section} site={site} first />);
  expect(container.querySelector(headingPath)?.textContent).toBe('Slide 1');
  expect(container.querySelector('.container')).toBeNull();
  expect(container.querySelector('section')?.getAttribute('aria-labelledby')).toBe('s0-label');
});

test.each([
  ['from the start', 0, ['s0', 's1'], [true, false]],
  ['after a form (the rest of a page)', 1, ['s1', 's2'], [false, false]],
  ['after a slot', 3, ['s3', 's4'], [false, false]],
])(
  'sections rendered %s: ids continue from their place, only the page’s first is first',
  (_label, start, ids, firsts) => {
    const callout = (title: string) => ({ _type: 'calloutSection', _key: title, title }) as unknown as LoadedSection;
    const element = Sections({ sections: [callout('One'), callout('Two')], site, start }) as ReactElement<{
      children: ReactNode;
    }>;
    const children = element.props.children as ReactElement<{ id: string; first: boolean }>[];
    expect(children.map((child) => child.props.id)).toEqual(ids);
    expect(children.map((child) => child.props.first)).toEqual(firsts);
  },
);

test('a page’s sections are positional children: no keyed wrapper per section', () => {
  const callout = (title: string) => ({ _type: 'calloutSection', _key: title, title }) as unknown as LoadedSection;
  const element = Sections({ sections: [callout('One'), callout('Two'), callout('Three')], site }) as ReactElement<{
    children: ReactNode;
  }>;
  const children = element.props.children as ReactElement[];
  expect(children).toHaveLength(3);
  for (const [index, child] of children.entries()) {
    expect(isValidElement(child)).toBe(true);
    expect(child.type).toBe(CalloutSection);
    expect(child.key).toBeNull();
    expect((child.props as { id: string }).id).toBe(`s${index}`);
  }
});
