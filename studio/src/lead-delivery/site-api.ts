import type { LeadDelivery } from '@dealer/schemas/lead-delivery';
import { signStudioRequest, STUDIO_SIGNATURE_HEADER } from './signing';

/** The site's answer was not what the Studio asked for; `message` is written for an editor. */
export class SiteApiError extends Error {
  constructor(
    message: string,
    readonly status: number | null,
  ) {
    super(message);
    this.name = 'SiteApiError';
  }
}

export interface SiteApiOptions {
  /** The site's origin (SANITY_STUDIO_PREVIEW_URL, the same site the Presentation tool shows). */
  siteUrl: string;
  /** LEAD_TEST_SECRET of that site (kept in the dataset's private `secrets.` path, see lead-test-secret.ts). */
  secret: string;
  fetch?: typeof globalThis.fetch;
  now?: () => number;
}

export interface SiteApi {
  sendTestLead(formType: string): Promise<{ id: string; formType: string }>;
  deliveries(options?: { leadId?: string; limit?: number }): Promise<LeadDelivery[]>;
}

/** Signed calls to the site's `/api/studio/*` endpoints. */
export function createSiteApi({ siteUrl, secret, fetch = globalThis.fetch, now = Date.now }: SiteApiOptions): SiteApi {
  const base = new URL(siteUrl);

  async function call<T>(method: 'GET' | 'POST', pathAndQuery: string, body = ''): Promise<T> {
    const url = new URL(pathAndQuery, base);
    const signature = await signStudioRequest(secret, { method, pathAndQuery, body }, now());
    let response: Response;
    try {
      response = await fetch(url, {
        method,
        headers: {
          [STUDIO_SIGNATURE_HEADER]: signature,
          ...(method === 'POST' ? { 'content-type': 'application/json' } : {}),
        },
        body: method === 'POST' ? body : undefined,
        credentials: 'omit',
        cache: 'no-store',
      });
    } catch {
      throw new SiteApiError(
        `Cannot reach the site at ${base.origin}. Is it running, and does its STUDIO_ORIGIN allow this Studio (${studioOrigin()})?`,
        null,
      );
    }
    const answer = (await response.json().catch(() => ({}))) as { message?: string } & T;
    if (!response.ok) {
      const message =
        response.status === 404 && !answer.message
          ? `The site at ${base.origin} has no Studio endpoints (is it up to date?)`
          : (answer.message ?? `The site answered ${response.status}`);
      throw new SiteApiError(message, response.status);
    }
    return answer;
  }

  return {
    sendTestLead: (formType) =>
      call<{ id: string; formType: string }>('POST', '/api/studio/test-lead', JSON.stringify({ formType })),
    deliveries: async ({ leadId, limit } = {}) => {
      const query = new URLSearchParams();
      if (leadId) query.set('id', leadId);
      if (limit) query.set('limit', String(limit));
      const search = query.toString();
      const answer = await call<{ deliveries: LeadDelivery[] }>(
        'GET',
        `/api/studio/lead-deliveries${search ? `?${search}` : ''}`,
      );
      return answer.deliveries;
    },
  };
}

const studioOrigin = () => (typeof window === 'undefined' ? 'unknown origin' : window.location.origin);
