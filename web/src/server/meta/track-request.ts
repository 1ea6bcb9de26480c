import 'server-only';
import { z } from 'zod';
import { isAdPixelAllowed, type ConsentState } from '@/lib/consent';
import { trackingValue } from '@/lib/tracking/events';
import type { ParsedBody } from '@/server/http/parsed-body';
import { clientIp } from '@/server/leads/client-ip';
import type { ConversionsApi, ServerEvent } from './conversions-api';
import { hashUserData, type RawUserData } from './user-data';

const text = (max: number) => z.string().trim().max(max);
const userValue = z.union([text(320), z.array(text(320)).max(5)]);

/** Body of POST /api/track/facebook (snake_case and the pixel's camelCase names are both accepted). */
export const trackBodySchema = z
  .object({
    eventName: z
      .string()
      .trim()
      .regex(/^[A-Za-z][A-Za-z0-9_]{0,49}$/),
    eventID: text(100).min(1).optional(),
    event_id: text(100).min(1).optional(),
    eventTime: z.number().int().positive().optional(),
    event_time: z.number().int().positive().optional(),
    currency: z
      .string()
      .regex(/^[A-Z]{3}$/)
      .optional(),
    value: z.number().finite().min(0).max(1_000_000).optional(),
    fbp: text(200).optional(),
    fbc: text(300).optional(),
    event_source_url: z.url().max(2000).optional(),
    user_data: z
      .object({
        em: userValue.optional(),
        ph: userValue.optional(),
        fn: userValue.optional(),
        ln: userValue.optional(),
        ct: userValue.optional(),
        st: userValue.optional(),
        zp: userValue.optional(),
        country: userValue.optional(),
        external_id: userValue.optional(),
        client_user_agent: text(500).optional(),
        fbp: text(200).optional(),
        fbc: text(300).optional(),
      })
      .strict()
      .optional(),
    custom_data: z
      .record(z.string().max(100), z.union([z.string().max(500), z.number().finite(), z.boolean()]))
      .optional(),
  })
  .refine((body) => body.eventID !== undefined || body.event_id !== undefined, {
    message: 'event_id is required',
    path: ['event_id'],
  });

export type TrackBody = z.infer<typeof trackBodySchema>;

/** Event times must be within the last 7 days (Meta rejects older ones) and not in the future. */
const MAX_AGE_SECONDS = 7 * 24 * 60 * 60;

export function serverEventFromBody(
  body: TrackBody,
  request: { userAgent: string | null; ip: string | null; nowSeconds: number },
): ServerEvent {
  const claimed = body.event_time ?? body.eventTime;
  const eventTime =
    claimed !== undefined && claimed <= request.nowSeconds && claimed > request.nowSeconds - MAX_AGE_SECONDS
      ? claimed
      : request.nowSeconds;
  const { value, currency } = trackingValue(body.eventName);
  const raw: RawUserData = {
    ...body.user_data,
    client_user_agent: body.user_data?.client_user_agent ?? request.userAgent ?? undefined,
    client_ip_address: request.ip ?? undefined,
    fbp: body.fbp ?? body.user_data?.fbp,
    fbc: body.fbc ?? body.user_data?.fbc,
  };
  return {
    event_name: body.eventName,
    event_time: eventTime,
    event_id: (body.event_id ?? body.eventID) as string,
    event_source_url: body.event_source_url,
    action_source: 'website',
    user_data: hashUserData(raw),
    custom_data: { ...body.custom_data, currency: body.currency ?? currency, value: body.value ?? value },
  };
}

export interface TrackDeps {
  api: () => ConversionsApi;
  consent: () => Promise<Pick<ConsentState, 'allowed' | 'tier'>>;
  log?: (message: string, detail: Record<string, unknown>) => void;
  now?: () => number;
}

const noContent = () => new Response(null, { status: 204 });

/**
 * POST /api/track/facebook: validates, hashes and forwards one event; 204 on success, also when consent or
 * configuration means nothing is sent; 400 on an invalid body. Logs carry the event name and status only.
 */
export async function handleTrackRequest(request: Request, deps: TrackDeps, body?: ParsedBody): Promise<Response> {
  const log = deps.log ?? ((message, detail) => console.warn(message, detail));
  let json: unknown;
  if (body?.kind === 'json') {
    // Parsed once by the route's POST guard.
    json = body.value;
  } else {
    try {
      json = await request.json();
    } catch {
      return Response.json({ errors: { body: 'Invalid JSON' } }, { status: 400 });
    }
  }
  const parsed = trackBodySchema.safeParse(json);
  if (!parsed.success) {
    const errors = Object.fromEntries(
      parsed.error.issues.map((issue) => [issue.path.join('.') || 'body', issue.message]),
    );
    return Response.json({ errors }, { status: 400 });
  }
  // Targeting consent (never under GPC) and the ad-pixel revocation rule apply to the server path too.
  if (!isAdPixelAllowed(await deps.consent())) return noContent();
  const api = deps.api();
  if (api.kind === 'local') return noContent();
  const event = serverEventFromBody(parsed.data, {
    userAgent: request.headers.get('user-agent'),
    ip: clientIp(request.headers),
    nowSeconds: Math.floor((deps.now?.() ?? Date.now()) / 1000),
  });
  try {
    await api.send(event);
  } catch (error) {
    const status = typeof error === 'object' && error !== null && 'status' in error ? error.status : 'network';
    log('Conversions API event not delivered', { eventName: event.event_name, status });
  }
  return noContent();
}
