import 'server-only';

import { acceptsResume } from '@/lib/leads/lead-post-path';
import type { BodyCap } from '@/server/http/capped-body';

import type { LeadLimits } from './lead-limits';

export type LeadBodyLimits = Pick<LeadLimits, 'maxJsonBytes' | 'maxMultipartBytes'>;

/**
 * The size cap of a lead body, known before a byte is read: JSON and urlencoded bodies (and multipart ones) get
 * `maxJsonBytes` (64 KB); only a multipart body posted to the address of a form that takes a résumé
 * (`/api/leads?form=CAREERS`, lib/leads/lead-post-path.ts) gets `maxMultipartBytes` (6 MB). docs/leads.md#request-bodies.
 */
export function leadBodyCap(limits: LeadBodyLimits): BodyCap {
  return (kind, request) =>
    kind === 'multipart' && acceptsResume(new URL(request.url).searchParams.get('form'))
      ? limits.maxMultipartBytes
      : limits.maxJsonBytes;
}
