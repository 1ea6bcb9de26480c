import { preferredEncoding } from './content-encoding';

describe('preferredEncoding', () => {
  test.each([
    ['a browser (gzip, deflate, br, zstd)', 'gzip, deflate, br, zstd', 'br'],
    ['gzip only', 'gzip', 'gzip'],
    ['the old x-gzip name', 'x-gzip', 'gzip'],
    ['Brotli refused with q=0', 'gzip, br;q=0', 'gzip'],
    ['gzip preferred by weight', 'br;q=0.5, gzip;q=0.8', 'gzip'],
    ['equal weights: Brotli', 'gzip;q=0.7, br;q=0.7', 'br'],
    ['any coding', '*', 'br'],
    ['any coding but Brotli', '*, br;q=0', 'gzip'],
    ['identity only', 'identity', null],
    ['deflate only (not offered)', 'deflate', null],
    ['everything refused', 'br;q=0, gzip;q=0', null],
    ['no header', undefined, null],
    ['empty header', '', null],
    ['upper case and spaces', ' GZIP ; Q=1 ', 'gzip'],
    ['an unreadable weight counts as refused', 'br;q=abc, gzip', 'gzip'],
  ])('%s', (_name, header, expected) => {
    expect(preferredEncoding(header)).toBe(expected);
  });
});
