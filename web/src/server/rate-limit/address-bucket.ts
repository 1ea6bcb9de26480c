import { isIPv4, isIPv6 } from 'node:net';

/**
 * The part of a client address a per-address limit counts. An IPv4 address is one client (or one NAT). An IPv6
 * client normally gets a whole /64 (one subscriber line, one LAN) and may pick any address in it, even a new one per
 * request (privacy extensions do so on their own): counted one by one, rotating inside the /64 would buy a fresh
 * bucket per request. So IPv6 addresses count by their /64 prefix (`2001:db8:1:2::/64`); an IPv4 client reaching a
 * dual-stack socket (`::ffff:203.0.113.9`) is its IPv4 address. Anything else is returned as it is.
 */
export function rateLimitAddress(address: string): string {
  let text = address.trim();
  if (text.startsWith('[') && text.endsWith(']')) text = text.slice(1, -1);
  const zone = text.indexOf('%');
  if (zone !== -1) text = text.slice(0, zone);
  if (isIPv4(text)) return text;
  if (!isIPv6(text)) return address.trim();
  const groups = ipv6Groups(text);
  // ::ffff:0:0/96, IPv4-mapped.
  if (groups.slice(0, 5).every((group) => group === 0) && groups[5] === 0xffff) {
    const [high = 0, low = 0] = groups.slice(6);
    return [high >> 8, high & 0xff, low >> 8, low & 0xff].join('.');
  }
  return `${groups
    .slice(0, 4)
    .map((group) => group.toString(16))
    .join(':')}::/64`;
}

/** The eight 16-bit groups of a valid IPv6 address (`::` expanded, an IPv4 tail as two groups). */
function ipv6Groups(address: string): number[] {
  let text = address.toLowerCase();
  const tail = /(\d+)\.(\d+)\.(\d+)\.(\d+)$/.exec(text);
  if (tail) {
    const [a, b, c, d] = tail.slice(1).map(Number) as [number, number, number, number];
    text = `${text.slice(0, tail.index)}${((a << 8) | b).toString(16)}:${((c << 8) | d).toString(16)}`;
  }
  const [head = '', rest] = text.split('::');
  const parse = (part: string) => (part === '' ? [] : part.split(':').map((group) => Number.parseInt(group, 16)));
  const left = parse(head);
  if (rest === undefined) return left;
  const right = parse(rest);
  return [...left, ...Array<number>(8 - left.length - right.length).fill(0), ...right];
}
