import 'server-only';
import { unstable_cache } from 'next/cache';

/**
 * Tags the page being rendered with the document types it read, so a publish (revalidateTag) expires exactly the
 * cached pages that show them. Content Lake reads are tagged by their `fetch`; embedded groq-js reads do not fetch,
 * so each tag is attached through a cached no-op, which is how Next.js collects tags for a page outside `fetch`.
 * Outside a Next.js render (Jest, scripts) there is no cache to tag: nothing to do.
 */
const markers = new Map<string, () => Promise<null>>();

function markerFor(tag: string): () => Promise<null> {
  let marker = markers.get(tag);
  if (!marker) {
    marker = unstable_cache(async () => null, ['content-tag', tag], { tags: [tag] });
    markers.set(tag, marker);
  }
  return marker;
}

export async function tagRender(tags: readonly string[]): Promise<void> {
  if (tags.length === 0) return;
  try {
    await Promise.all(tags.map((tag) => markerFor(tag)()));
  } catch (error) {
    if (error instanceof Error && /incrementalCache missing/.test(error.message)) return;
    throw error;
  }
}
