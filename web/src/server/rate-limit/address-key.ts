import 'server-only';

import { hashIdentifier } from '../leads/client-ip';
import { rateLimitAddress } from './address-bucket';

/**
 * The rate-limit key of one client address for one limit (`post:{name}:ip:{hash}`): only a hash is stored. The
 * address counts as its bucket (address-bucket.ts: an IPv6 client by its /64, an IPv4 one by itself). The POST
 * guard and the handlers that count an address themselves use the same key, so one submission is one hit whichever
 * of them counts it.
 */
export function addressLimitKey(name: string, address: string): string {
  return `post:${name}:ip:${addressBucketHash(address)}`;
}

/** The hash of an address's rate-limit bucket, for limits keyed by a service of its own (phone verification). */
export function addressBucketHash(address: string): string {
  return hashIdentifier('ip', rateLimitAddress(address));
}
