import { defineEnableDraftMode } from 'next-sanity/draft-mode';
import { NextResponse } from 'next/server';
import { contentSource } from '@/content';
import { draftClient } from '@/content/lake/client';

/** Entered from the Studio's presentation tool; only meaningful with a Sanity project. */
export async function GET(request: Request) {
  if (contentSource() !== 'lake') {
    return NextResponse.json({ message: 'Draft mode needs SANITY_PROJECT_ID' }, { status: 404 });
  }
  const { GET: enable } = defineEnableDraftMode({ client: draftClient() });
  return enable(request);
}
