import 'server-only';

import { hashIdentifier } from '../leads/client-ip';

/**
 * The rate-limit key of one client address for one limit (`post:{name}:ip:{hash}`): only the address's hash is
 * stored. The POST guard and the handlers that count an address themselves use the same key, so one submission is
 * one hit whichever of them counts it.
 */
export function addressLimitKey(name: string, address: string): string {
  return `post:${name}:ip:${hashIdentifier('ip', address)}`;
}
