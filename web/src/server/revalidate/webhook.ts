import { isValidSignature, SIGNATURE_HEADER_NAME } from '@sanity/webhook';

export { SIGNATURE_HEADER_NAME };

export interface WebhookOutcome {
  status: 200 | 400 | 401 | 404;
  body: { revalidated?: string[]; message?: string };
}

/**
 * Checks a Sanity publish webhook and names the cache tags to expire: the document's `_type`, plus any extra
 * `tags` the webhook's projection adds. The signature is verified against the raw body, before any parsing.
 */
export async function handleRevalidateWebhook(
  rawBody: string,
  signature: string | null,
  secret: string | undefined,
): Promise<WebhookOutcome> {
  if (!secret) return { status: 404, body: { message: 'Revalidation is not configured' } };
  if (!signature || !(await isValidSignature(rawBody, signature, secret).catch(() => false))) {
    return { status: 401, body: { message: 'Invalid signature' } };
  }
  let payload: unknown;
  try {
    payload = JSON.parse(rawBody);
  } catch {
    return { status: 400, body: { message: 'Body is not JSON' } };
  }
  const { _type, tags } = (payload ?? {}) as { _type?: unknown; tags?: unknown };
  const names = [_type, ...(Array.isArray(tags) ? tags : [])].filter(
    (tag): tag is string => typeof tag === 'string' && tag !== '',
  );
  if (names.length === 0) return { status: 400, body: { message: 'Body needs a _type' } };
  return { status: 200, body: { revalidated: [...new Set(names)] } };
}
