import { validateSeoDescription, validateSlug } from './seo';

describe('validateSlug', () => {
  test.each<[{ current?: string } | undefined, true | RegExp]>([
    [undefined, true],
    [{}, true],
    [{ current: 'how-to-sell-your-car' }, true],
    [{ current: '2026-trucks' }, true],
    [{ current: 'How-To' }, /lowercase/],
    [{ current: 'double--hyphen' }, /single hyphens/],
    [{ current: '-leading' }, /lowercase/],
    [{ current: 'spaces here' }, /lowercase/],
    [{ current: 'café' }, /lowercase/],
  ])('%p', (value, expected) => {
    const result = validateSlug(value);
    if (expected === true) expect(result).toBe(true);
    else expect(result).toMatch(expected);
  });
});

describe('validateSeoDescription', () => {
  test.each<[string | undefined, boolean | undefined, true | RegExp]>([
    ['Sell your car in minutes.', undefined, true],
    [undefined, true, true],
    [undefined, false, /meta description/],
    ['   ', undefined, /meta description/],
  ])('%p noIndex=%p', (description, noIndex, expected) => {
    const result = validateSeoDescription(description, noIndex);
    if (expected === true) expect(result).toBe(true);
    else expect(result).toMatch(expected);
  });
});
