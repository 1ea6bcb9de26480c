import { NextResponse } from 'next/server';
import { kickAlertCheck } from '@/server/alerts/alert-loop';
import { guardPost } from '@/server/http/post-guard';
import { serverEnv } from '@/server/env';
import { expirePublishedTags } from '@/server/revalidate/expire-tags';
import { settlePublishedContent } from '@/server/revalidate/settle-content';
import { handleRevalidateWebhook, publishTags, SIGNATURE_HEADER_NAME } from '@/server/revalidate/webhook';

/** Sanity sends a webhook again after a failure; the shared cache's Redis is usually back within seconds. */
const RETRY_AFTER_SECONDS = 5;

/**
 * Sanity publish webhook (Studio publish → here), signed with SANITY_REVALIDATE_SECRET. Expires the cache tags of
 * the changed document type at once, so cached pages that show it are rendered again on their next request and
 * every other cached page stays a hit (docs/caching.md). Embedded: the seed dataset is read again first, and the
 * types that changed in it are expired too. With the shared cache (REDIS_URL) the answer waits until every instance
 * can see the expiry.
 */
async function revalidate(request: Request): Promise<Response> {
  const raw = await request.text();
  const env = serverEnv();
  const outcome = await handleRevalidateWebhook(
    raw,
    request.headers.get(SIGNATURE_HEADER_NAME),
    env.SANITY_REVALIDATE_SECRET,
  );
  if (outcome.status !== 200) return NextResponse.json(outcome.body, { status: outcome.status });
  const changed = await settlePublishedContent(env.SITE_DATASET);
  const tags = publishTags(outcome.body.revalidated ?? [], changed);
  if (!(await expirePublishedTags(tags))) {
    // Not carried out: the sender's retry of this same signed request must not be refused as a replay.
    await outcome.forget?.().catch(() => undefined);
    return NextResponse.json(
      { message: 'The shared cache is unreachable; send the webhook again' },
      { status: 503, headers: { 'retry-after': String(RETRY_AFTER_SECONDS) } },
    );
  }
  // A publish that changed cars may have lowered a followed car's price or added a match (docs/alerts.md).
  if (tags.includes('vehicle')) kickAlertCheck();
  return NextResponse.json({ revalidated: tags }, { status: 200 });
}

/** Server to server: the signature, not the origin, authenticates it; publish payloads are small projections. */
export const POST = guardPost(revalidate, { origin: 'signed', maxBytes: 64 * 1024 });
