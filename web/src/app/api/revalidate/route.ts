import { revalidateTag } from 'next/cache';
import { type NextRequest, NextResponse } from 'next/server';
import { parseBody } from 'next-sanity/webhook';
import { serverEnv } from '@/server/env';

interface WebhookPayload {
  _type?: string;
  tags?: string[];
}

/**
 * Sanity webhook (Studio publish → here). The signature header is checked against SANITY_REVALIDATE_SECRET;
 * the document's `_type` (and any extra `tags` in the projection) are the cache tags that expire.
 */
export async function POST(request: NextRequest) {
  const secret = serverEnv().SANITY_REVALIDATE_SECRET;
  if (!secret) return NextResponse.json({ message: 'Revalidation is not configured' }, { status: 404 });
  try {
    const { isValidSignature, body } = await parseBody<WebhookPayload>(request, secret, true);
    if (!isValidSignature) return NextResponse.json({ message: 'Invalid signature' }, { status: 401 });
    const tags = [body?._type, ...(body?.tags ?? [])].filter(
      (tag): tag is string => typeof tag === 'string' && tag !== '',
    );
    if (tags.length === 0) return NextResponse.json({ message: 'Body needs a _type' }, { status: 400 });
    tags.forEach((tag) => revalidateTag(tag, 'max'));
    return NextResponse.json({ revalidated: tags });
  } catch {
    return NextResponse.json({ message: 'Body is not a valid webhook payload' }, { status: 400 });
  }
}
