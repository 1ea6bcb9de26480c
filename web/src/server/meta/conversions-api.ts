import 'server-only';
import { serverEnv } from '@/server/env';
import type { HashedUserData } from './user-data';

/** One server event in the Conversions API format (user data already hashed). */
export interface ServerEvent {
  event_name: string;
  event_time: number;
  event_id: string;
  event_source_url?: string;
  action_source: 'website';
  user_data: HashedUserData;
  custom_data: Record<string, unknown>;
}

export interface ConversionsApi {
  readonly kind: 'graph' | 'local';
  send(event: ServerEvent): Promise<void>;
}

export const GRAPH_API_VERSION = 'v21.0';
export const GRAPH_API_ORIGIN = 'https://graph.facebook.com';

export class ConversionsApiError extends Error {
  constructor(readonly status: number) {
    super(`Conversions API answered ${status}`);
  }
}

/** Production: POST /{pixel-id}/events on the Graph API (https://developers.facebook.com/docs/marketing-api/conversions-api). */
export function graphConversionsApi(options: {
  pixelId: string;
  accessToken: string;
  /** Defaults to Meta's Graph API host. */
  baseUrl?: string;
  fetch?: typeof fetch;
  timeoutMs?: number;
}): ConversionsApi {
  const doFetch = options.fetch ?? fetch;
  const base = (options.baseUrl ?? GRAPH_API_ORIGIN).replace(/\/+$/, '');
  const url = `${base}/${GRAPH_API_VERSION}/${encodeURIComponent(options.pixelId)}/events`;
  return {
    kind: 'graph',
    async send(event) {
      const response = await doFetch(url, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ data: [event], access_token: options.accessToken }),
        signal: AbortSignal.timeout(options.timeoutMs ?? 5000),
      });
      if (!response.ok) throw new ConversionsApiError(response.status);
    },
  };
}

/** No META_PIXEL_ID / META_CAPI_TOKEN: events are accepted and dropped; nothing leaves the server. */
export function localConversionsApi(): ConversionsApi {
  return { kind: 'local', send: async () => undefined };
}

let cached: ConversionsApi | undefined;

export function conversionsApi(): ConversionsApi {
  if (!cached) {
    const env = serverEnv();
    cached =
      env.META_PIXEL_ID && env.META_CAPI_TOKEN
        ? graphConversionsApi({
            pixelId: env.META_PIXEL_ID,
            accessToken: env.META_CAPI_TOKEN,
            baseUrl: env.META_GRAPH_API_URL,
          })
        : localConversionsApi();
  }
  return cached;
}
