import { clientIp } from './client-ip';

const headers = (forwarded?: string) => new Headers(forwarded === undefined ? {} : { 'x-forwarded-for': forwarded });

// The last entry is always the socket's peer (http/peer-address.ts appends it); entries left of the trusted hops
// were written by the client.
describe('clientIp with TRUST_PROXY hops', () => {
  test.each([
    // hops, X-Forwarded-For as the server sees it, the client address
    [0, '198.51.100.7', '198.51.100.7'],
    [0, '6.6.6.6, 198.51.100.7', '198.51.100.7'],
    [0, '1.1.1.1, 2.2.2.2, 198.51.100.7', '198.51.100.7'],
    [1, '203.0.113.9, 10.0.0.2', '203.0.113.9'],
    [1, '6.6.6.6, 203.0.113.9, 10.0.0.2', '203.0.113.9'],
    [2, '203.0.113.9, 172.64.0.1, 10.0.0.2', '203.0.113.9'],
    [2, 'spoofed, 6.6.6.6, 203.0.113.9, 172.64.0.1, 10.0.0.2', '203.0.113.9'],
    // Fewer entries than hops (a request that reached the server around the proxy): the first entry.
    [2, '10.0.0.2', '10.0.0.2'],
    [1, ' 203.0.113.9 ,, 10.0.0.2 ', '203.0.113.9'],
    [0, '::ffff:198.51.100.7', '198.51.100.7'],
    [0, '2001:db8::1', '2001:db8::1'],
  ])('hops %i, X-Forwarded-For "%s" → %s', (hops, forwarded, expected) => {
    expect(clientIp(headers(forwarded), hops)).toBe(expected);
  });

  test.each([0, 1, 2])('hops %i: a client varying its own X-Forwarded-For keeps one address', (hops) => {
    const proxies = ['172.64.0.1', '10.0.0.2'].slice(2 - hops);
    const seen = new Set(
      ['1.1.1.1', '2.2.2.2', '3.3.3.3, 4.4.4.4', 'x'].map((spoof) =>
        clientIp(headers([spoof, '203.0.113.9', ...proxies].join(', ')), hops),
      ),
    );
    expect([...seen]).toEqual(['203.0.113.9']);
  });

  test.each([[undefined], [''], [' , ']])('no usable X-Forwarded-For (%p) → null', (forwarded) => {
    expect(clientIp(headers(forwarded), 0)).toBeNull();
  });

  test('X-Real-IP is the client’s to write, so it is never used', () => {
    expect(clientIp(new Headers({ 'x-real-ip': '6.6.6.6' }), 0)).toBeNull();
  });
});
