import { documentTitle, statusTitle, titleCase, titleFromPath } from './title';

describe('titleFromPath', () => {
  test.each([
    ['/our-company/meet-our-team', 'Meet Our Team'],
    ['/our-company/meet-our-team/', 'Meet Our Team'],
    ['/contact-us', 'Contact Us'],
    ['/sell-my-car-instant-cash-offer', 'Sell My Car Instant Cash Offer'],
    ['/legal/privacy-policy?x=1', 'Privacy Policy'],
    ['/car-research/help_center#top', 'Help Center'],
    ['/', 'Home'],
    ['', 'Home'],
    ['/news/caf%C3%A9-open', 'Café Open'],
  ])('%s → %s', (path, expected) => {
    expect(titleFromPath(path)).toBe(expected);
  });
});

test('titleCase', () => {
  expect(titleCase('value-my-car--how-it-works')).toBe('Value My Car How It Works');
});

test.each([
  [404, 'Page not found', '404 - Page not found'],
  [500, 'Something went wrong', '500 - Something went wrong'],
])('statusTitle(%d, %s)', (status, message, expected) => {
  expect(statusTitle(status, message)).toBe(expected);
});

describe('documentTitle', () => {
  test('uses the first explicit title', () => {
    expect(documentTitle('/contact-us', null, '  ', 'Contact our team')).toBe('Contact our team');
  });
  test('falls back to the path', () => {
    expect(documentTitle('/our-company/meet-our-team', undefined, '')).toBe('Meet Our Team');
  });
});
