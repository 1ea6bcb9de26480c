import 'server-only';
import { draftMode } from 'next/headers';
import { contentSource } from '@/content';

/**
 * Whether this render shows drafts (draft mode entered from the Studio's presentation tool): only with a Sanity
 * project configured (the Content Lake source) and the draft-mode cookie set.
 */
export async function isDraftPreview(): Promise<boolean> {
  return contentSource() === 'lake' && (await draftMode()).isEnabled;
}
