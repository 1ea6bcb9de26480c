import { revalidateTag } from 'next/cache';
import { NextResponse } from 'next/server';
import { guardPost } from '@/server/http/post-guard';
import { serverEnv } from '@/server/env';
import { handleRevalidateWebhook, SIGNATURE_HEADER_NAME } from '@/server/revalidate/webhook';

/** The Content Lake's query index can trail a publish by a moment; expiring tags too early re-caches old content. */
const INDEX_SETTLE_MS = 2000;

/**
 * Sanity publish webhook (Studio publish → here), signed with SANITY_REVALIDATE_SECRET. Expires the cache tags of
 * the changed document type so pages show the edit on their next request.
 */
async function revalidate(request: Request): Promise<Response> {
  const raw = await request.text();
  const outcome = await handleRevalidateWebhook(
    raw,
    request.headers.get(SIGNATURE_HEADER_NAME),
    serverEnv().SANITY_REVALIDATE_SECRET,
  );
  if (outcome.status === 200) {
    await new Promise((resolve) => setTimeout(resolve, INDEX_SETTLE_MS));
    outcome.body.revalidated?.forEach((tag) => revalidateTag(tag, 'max'));
  }
  return NextResponse.json(outcome.body, { status: outcome.status });
}

/** Server to server: the signature, not the origin, authenticates it; publish payloads are small projections. */
export const POST = guardPost(revalidate, { origin: 'signed', maxBytes: 64 * 1024 });
