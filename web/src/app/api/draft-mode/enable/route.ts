import { enterDraftPreview } from '@/server/site/enter-draft-preview';

/** Entered from the Studio's presentation tool; only meaningful with a Sanity project. */
export async function GET(request: Request) {
  return enterDraftPreview(request);
}
