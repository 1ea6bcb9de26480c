import type { BuildIdAnswer } from '@/lib/navigation/build-check';
import { buildId } from '@/server/build/build-id';

/** The server's build id, for pages rendered by an earlier build to notice a deploy (never cached). */
export function GET(): Response {
  const body: BuildIdAnswer = { buildId: buildId() };
  return Response.json(body, { headers: { 'cache-control': 'no-store' } });
}

export const runtime = 'nodejs';
export const dynamic = 'force-dynamic';
