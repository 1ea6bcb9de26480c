import { hasFileExtension, isFileRoute } from './file-routes';

describe('file routes', () => {
  test.each([
    ['/robots.txt', true],
    ['/sitemap.xml', true],
    ['/icon.svg', true],
    ['/feeds/google-vehicle-listings.xml', true],
    ['/feeds/google-vehicle-listings.tsv', true],
    ['/wp-login.php', false],
    ['/.env', false],
    ['/index.html', false],
    ['/anything.x', false],
    ['/favicon.ico', false],
    ['/robots.txt/extra', false],
    ['/feeds/other.xml', false],
    ['/contact-us', false],
  ])('%s is a file the app serves: %s', (pathname, served) => {
    expect(isFileRoute(pathname)).toBe(served);
  });

  test.each([
    ['/wp-login.php', true],
    ['/.env', true],
    ['/x.y', true],
    ['/contact-us', false],
    ['/used-cars-for-sale/2023-jeep-grand-cherokee-1C4RJFMX8PX282890', false],
    ['/', false],
  ])('%s has a file extension: %s', (pathname, file) => {
    expect(hasFileExtension(pathname)).toBe(file);
  });
});
