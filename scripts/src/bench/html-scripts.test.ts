import { firstPaintLoader } from '../../../web/src/lib/http/scripts-after-first-paint';
import { scriptUrls } from './html-scripts';

const PAGE = 'https://cars.example.com/cars-for-sale';

test('script tags count, nomodule ones do not', () => {
  const html =
    '<script src="/_next/a.js" async=""></script><script src="/_next/p.js" noModule=""></script><script>x</script>';
  expect(scriptUrls(html, PAGE)).toEqual(['https://cars.example.com/_next/a.js']);
});

test("the chunks of the page's first-paint loader count", () => {
  const loader = `<script>${firstPaintLoader(['/_next/static/chunks/a.js', '/_next/static/chunks/b.js'])}</script>`;
  const html = `<head>${loader}<script src="/_next/static/chunks/a.js" async=""></script></head>`;
  expect(scriptUrls(html, PAGE)).toEqual([
    'https://cars.example.com/_next/static/chunks/a.js',
    'https://cars.example.com/_next/static/chunks/b.js',
  ]);
});
