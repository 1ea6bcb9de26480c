import 'server-only';
import { z } from 'zod';

/**
 * Abuse limits for `POST /api/leads`. Defaults suit a dealer site; an operator can change the two rate limits
 * with LEAD_RATE_LIMIT_IP and LEAD_RATE_LIMIT_EMAIL, each `count/seconds` (e.g. `20/600`), for a load test or a
 * busy shared office network. Read once per process.
 */

export interface RateRule {
  limit: number;
  windowSeconds: number;
}

export interface LeadLimits {
  perIp: RateRule;
  perEmail: RateRule;
  /** JSON and urlencoded bodies. */
  maxJsonBytes: number;
  /** Multipart bodies (a 5 MB résumé plus the fields and multipart framing). */
  maxMultipartBytes: number;
}

const ruleSchema = z
  .string()
  .trim()
  .regex(/^\d+\/\d+$/, 'expected count/seconds, e.g. 20/600')
  .transform((value): RateRule => {
    const [limit, windowSeconds] = value.split('/').map(Number) as [number, number];
    return { limit, windowSeconds };
  })
  .refine((rule) => rule.limit > 0 && rule.windowSeconds > 0, 'count and seconds must be positive');

export const DEFAULT_LEAD_LIMITS: LeadLimits = {
  perIp: { limit: 20, windowSeconds: 600 },
  perEmail: { limit: 5, windowSeconds: 600 },
  maxJsonBytes: 64 * 1024,
  maxMultipartBytes: 6 * 1024 * 1024,
};

let cached: LeadLimits | undefined;

export function leadLimits(): LeadLimits {
  if (cached) return cached;
  const read = (name: string, fallback: RateRule): RateRule => {
    const raw = process.env[name];
    if (raw === undefined || raw.trim() === '') return fallback;
    const parsed = ruleSchema.safeParse(raw);
    if (!parsed.success)
      throw new Error(`Invalid environment: ${name}: ${parsed.error.issues[0]?.message ?? 'invalid'}`);
    return parsed.data;
  };
  cached = {
    ...DEFAULT_LEAD_LIMITS,
    perIp: read('LEAD_RATE_LIMIT_IP', DEFAULT_LEAD_LIMITS.perIp),
    perEmail: read('LEAD_RATE_LIMIT_EMAIL', DEFAULT_LEAD_LIMITS.perEmail),
  };
  return cached;
}
