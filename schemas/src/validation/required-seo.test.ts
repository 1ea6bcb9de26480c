import { validateRequiredSeo } from './required-seo';
import { validateRoutedSlug } from './routed-slug';

describe('validateRequiredSeo', () => {
  it.each([
    ['no SEO at all', undefined, undefined, false],
    ['an empty SEO object', {}, undefined, false],
    ['a blank description', { description: '   ' }, undefined, false],
    ['a description', { description: 'Sell your car in 15 minutes.' }, undefined, true],
    ['a hidden page without description', { noIndex: true }, undefined, true],
    ['an article with only an excerpt', {}, 'Our pick of family SUVs.', true],
    ['an article with neither', { title: 'x' }, '', false],
    ['an article whose excerpt is missing', undefined, null, false],
  ])('%s', (_case, seo, fallback, valid) => {
    expect(validateRequiredSeo(seo, fallback) === true).toBe(valid);
  });

  it('names the excerpt only where it counts', () => {
    expect(validateRequiredSeo({})).toMatch(/meta description/);
    expect(validateRequiredSeo({}, '')).toMatch(/or the excerpt/);
  });
});

describe('validateRoutedSlug', () => {
  it.each([
    ['article', 'best-family-suvs', true],
    ['article', 'search', false],
    ['article', 'help-center', false],
    ['article', { current: 'search' }, false],
    ['article', undefined, true],
    ['author', 'search', true],
    ['teamMember', 'pat-lee', true],
    ['articleCategory', 'buying-tips', true],
    ['legalPage', 'privacy-policy', true],
    ['vehicle', 'anything', true],
  ])('%s %j', (type, slug, valid) => {
    expect(validateRoutedSlug(type, slug) === true).toBe(valid);
  });

  it('says which address is taken', () => {
    expect(validateRoutedSlug('article', 'search')).toBe(
      '/car-research/search is already the address of another page; choose another slug',
    );
  });
});
