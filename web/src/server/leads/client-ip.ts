import 'server-only';
import { createHash } from 'node:crypto';

/**
 * The client's address for rate limiting: the last `X-Forwarded-For` entry (the one the nearest proxy, or
 * Next.js itself, appended), else `X-Real-IP`. Only its hash is stored or used as a key.
 */
export function clientIp(headers: Headers): string | null {
  const forwarded = headers.get('x-forwarded-for');
  if (forwarded) {
    const parts = forwarded
      .split(',')
      .map((part) => part.trim())
      .filter(Boolean);
    const last = parts[parts.length - 1];
    if (last) return last;
  }
  return headers.get('x-real-ip')?.trim() || null;
}

/** A stable pseudonym for an address or e-mail: SHA-256 with a purpose prefix, hex. */
export function hashIdentifier(purpose: 'ip' | 'email', value: string): string {
  return createHash('sha256').update(`dealer-leads:${purpose}:${value.trim().toLowerCase()}`).digest('hex');
}
