import 'server-only';
import { defineEnableDraftMode } from 'next-sanity/draft-mode';
import { NextResponse } from 'next/server';
import { contentSource } from '@/content';
import { draftClient } from '@/content/lake/client';

/** Enters draft mode (from the Studio's presentation tool); only meaningful with a Sanity project. */
export async function enterDraftPreview(request: Request): Promise<Response> {
  if (contentSource() !== 'lake') {
    return NextResponse.json({ message: 'Draft mode needs SANITY_PROJECT_ID' }, { status: 404 });
  }
  const { GET: enable } = defineEnableDraftMode({ client: draftClient() });
  return enable(request);
}
