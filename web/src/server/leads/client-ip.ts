import 'server-only';
import { createHash } from 'node:crypto';
import { serverEnv } from '../env';
import { normaliseAddress } from '../http/peer-address';

/**
 * The client's address for rate limits and audit lines. `X-Forwarded-For` ends with the socket's peer (appended by
 * http/peer-address.ts, or set by Next.js when the request had none); each trusted proxy hop added the entry before
 * it. So the client is the entry `trustedHops` back from the end: 0 = the peer itself, whatever the client wrote;
 * entries further left were written by the client and are never used. A chain shorter than the configured hops
 * (a request that bypassed a proxy) yields its first entry. Only the address's hash is stored or used as a key.
 */
export function clientIp(headers: Headers, trustedHops: number = serverEnv().TRUST_PROXY): string | null {
  const chain = (headers.get('x-forwarded-for') ?? '')
    .split(',')
    .map((part) => part.trim())
    .filter(Boolean);
  if (chain.length === 0) return null;
  const entry = chain[Math.max(0, chain.length - 1 - trustedHops)];
  return entry ? normaliseAddress(entry) : null;
}

/** A stable pseudonym for an address or e-mail: SHA-256 with a purpose prefix, hex. */
export function hashIdentifier(purpose: 'ip' | 'email', value: string): string {
  return createHash('sha256').update(`dealer-leads:${purpose}:${value.trim().toLowerCase()}`).digest('hex');
}
