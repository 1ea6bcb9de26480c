/**
 * Per-address limits group IPv6 clients by their /64 (one subscriber, one LAN: rotating inside it must not buy a
 * fresh bucket per request); IPv4 addresses count one by one, and an IPv4 client on a dual-stack socket is IPv4.
 */
import { rateLimitAddress } from './address-bucket';
import { addressLimitKey } from './address-key';

describe('rateLimitAddress', () => {
  test.each([
    ['IPv4', '203.0.113.9', '203.0.113.9'],
    ['IPv4 with spaces', ' 198.51.100.7 ', '198.51.100.7'],
    ['IPv4-mapped IPv6', '::ffff:203.0.113.9', '203.0.113.9'],
    ['IPv4-mapped IPv6, upper case', '::FFFF:203.0.113.9', '203.0.113.9'],
    ['IPv4-mapped IPv6 in hex', '::ffff:cb00:7109', '203.0.113.9'],
    ['IPv4-mapped IPv6, written out', '0:0:0:0:0:ffff:cb00:7109', '203.0.113.9'],
    ['IPv6', '2001:db8:1:2:3:4:5:6', '2001:db8:1:2::/64'],
    ['IPv6, another host of the /64', '2001:db8:1:2:ffff:ffff:ffff:ffff', '2001:db8:1:2::/64'],
    ['IPv6 compressed', '2001:db8:1:2::1', '2001:db8:1:2::/64'],
    ['IPv6 with leading zeros and capitals', '2001:0DB8:0001:0002::ABCD', '2001:db8:1:2::/64'],
    ['IPv6 compressed inside the prefix', '2001:db8::1', '2001:db8:0:0::/64'],
    ['IPv6 in brackets', '[2001:db8:1:2::9]', '2001:db8:1:2::/64'],
    ['IPv6 with a zone', 'fe80::1%eth0', 'fe80:0:0:0::/64'],
    ['IPv6 loopback', '::1', '0:0:0:0::/64'],
    ['IPv6 with an embedded IPv4 tail (not mapped)', '64:ff9b::203.0.113.9', '64:ff9b:0:0::/64'],
    ['not an address', 'unknown', 'unknown'],
  ])('%s: %s → %s', (_label, address, bucket) => {
    expect(rateLimitAddress(address)).toBe(bucket);
  });

  test('a neighbouring /64 is another bucket', () => {
    expect(rateLimitAddress('2001:db8:1:3::1')).not.toBe(rateLimitAddress('2001:db8:1:2::1'));
  });
});

describe('addressLimitKey', () => {
  test.each([
    ['two hosts of one /64', '2001:db8:1:2::1', '2001:db8:1:2:a:b:c:d', true],
    ['an IPv4 client, plain and mapped', '203.0.113.9', '::ffff:203.0.113.9', true],
    ['two IPv4 neighbours', '203.0.113.9', '203.0.113.10', false],
    ['two /64s', '2001:db8:1:2::1', '2001:db8:1:3::1', false],
  ])('%s → same key: %s', (_label, a, b, same) => {
    expect(addressLimitKey('lead', a) === addressLimitKey('lead', b)).toBe(same);
  });
});
