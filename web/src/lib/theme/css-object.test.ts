import { propertyName, resolveSelector, serializeCss, splitSelectors } from './css-object';

test('splitSelectors keeps commas inside parentheses', () => {
  expect(splitSelectors('&:where(html, .chakra-theme), .x')).toEqual(['&:where(html, .chakra-theme)', '.x']);
});

test.each([
  ['&:where(html, .chakra-theme)', '', ':where(html, .chakra-theme)'],
  [':root &, .light &', '', ':root, .light'],
  ['&html', '', 'html'],
  ['a', 'nav', 'nav a'],
  ['&:hover, &:focus', '.btn, .link', '.btn:hover, .link:hover, .btn:focus, .link:focus'],
])('resolveSelector(%s, %s)', (selector, parent, expected) => {
  expect(resolveSelector(selector, parent)).toBe(expected);
});

test.each([
  ['lineHeight', 'line-height'],
  ['WebkitTextSizeAdjust', '-webkit-text-size-adjust'],
  ['--chakra-colors-red', '--chakra-colors-red'],
])('propertyName(%s)', (key, expected) => {
  expect(propertyName(key)).toBe(expected);
});

test('serializeCss flattens layers, selectors and values', () => {
  const css = serializeCss(
    {
      '@layer reset': {
        html: { lineHeight: 1.5, WebkitTextSizeAdjust: '100%' },
        'a, button': { margin: 0, padding: 4, '&:hover': { opacity: 0.8 } },
      },
      '@layer tokens': { '&:where(html)': { '--x': '1px' }, '.dark &': { '--x': '2px' } },
      '@keyframes spin': { from: { transform: 'rotate(0deg)' }, to: { transform: 'rotate(360deg)' } },
    },
    { skipSelector: (selector) => selector.includes('.dark') },
  );
  expect(css).toBe(
    '@layer reset{html{line-height:1.5;-webkit-text-size-adjust:100%;}a, button{margin:0;padding:4px;}a:hover, button:hover{opacity:0.8;}}' +
      '@layer tokens{:where(html){--x:1px;}}' +
      '@keyframes spin{from{transform:rotate(0deg);}to{transform:rotate(360deg);}}',
  );
});
