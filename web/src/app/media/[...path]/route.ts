import path from 'node:path';
import { NextResponse } from 'next/server';
import { readSeedImage } from '@/server/media/seed-images';

const CONTENT_TYPES: Record<string, string> = {
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.webp': 'image/webp',
};

/** Seed images for the embedded dataset (the Content Lake serves its own from cdn.sanity.io). */
export async function GET(_request: Request, { params }: { params: Promise<{ path: string[] }> }) {
  const segments = (await params).path;
  const fileName = segments.join('/');
  const type = CONTENT_TYPES[path.extname(fileName).toLowerCase()];
  if (segments.length !== 1 || !type || !/^[A-Za-z0-9._-]+$/.test(fileName) || fileName.startsWith('.')) {
    return NextResponse.json({ message: 'Not found' }, { status: 404 });
  }
  try {
    const body = await readSeedImage(fileName);
    return new NextResponse(new Uint8Array(body), {
      headers: {
        'content-type': type,
        // Seed files never change under the same name; the 100-day asset max-age.
        'cache-control': 'public, max-age=8640000, immutable',
        // SVG is only ever an image here: forbid it from running script if opened directly.
        'content-security-policy': "default-src 'none'; style-src 'unsafe-inline'",
      },
    });
  } catch {
    return NextResponse.json({ message: 'Not found' }, { status: 404 });
  }
}
