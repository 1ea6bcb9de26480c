import 'server-only';
import { revalidateTag } from 'next/cache';
import { contentSync, forgetContentAnswers } from '@/server/shared-cache/content-sync';
import { forgetProxyAnswers } from '@/server/site/proxy-memo';

/**
 * Expires a publish's cache tags (docs/caching.md, "Next's cache and publishing"); this process has read its content
 * again already. Without REDIS_URL: Next's own cache in this process. With it: on every instance, through the
 * shared cache, confirmed before this returns (Next would run the handler's revalidateTag only after the webhook's
 * answer was sent). False when Redis did not confirm: the sender should try again.
 */
export async function expirePublishedTags(tags: readonly string[]): Promise<boolean> {
  const sync = contentSync();
  if (!sync) {
    forgetProxyAnswers();
    for (const tag of tags) revalidateTag(tag, { expire: 0 });
    return true;
  }
  const generation = await sync.publish(tags);
  forgetContentAnswers();
  return generation !== null;
}
