import { handleGetOffer } from '@/server/offers/create-offer';

/** A stored offer by id; an expired one is still returned (with `expired: true`) so the page can say so. */
export async function GET(_request: Request, context: { params: Promise<{ id: string }> }): Promise<Response> {
  const { id } = await context.params;
  return handleGetOffer(id);
}

export const runtime = 'nodejs';
export const dynamic = 'force-dynamic';
