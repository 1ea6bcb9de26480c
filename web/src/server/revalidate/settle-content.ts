import 'server-only';
import { reloadEmbeddedDataset } from '@/content/embedded/dataset';
import { contentSource } from '@/content/source';

/** The Content Lake's query index can trail a publish by a moment; expiring tags too early re-caches old content. */
const INDEX_SETTLE_MS = 2000;

/**
 * Waits until a publish is readable before its cache tags expire: embedded, the seed dataset is read again and the
 * document types that changed in it are returned (their tags expire too); on the Content Lake, a short wait for the
 * query index, and no extra types.
 */
export async function settlePublishedContent(dataset: string): Promise<string[]> {
  if (contentSource() === 'embedded') return reloadEmbeddedDataset(dataset);
  await new Promise((resolve) => setTimeout(resolve, INDEX_SETTLE_MS));
  return [];
}
