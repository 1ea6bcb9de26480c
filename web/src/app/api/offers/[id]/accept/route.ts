import { guardPost } from '@/server/http/post-guard';
import { leadContent } from '@/server/leads/lead-content';
import { handleAcceptOffer } from '@/server/offers/accept-offer';
import { publishedQuestionnaire } from '@/server/offers/offer-content';

/** Accept (or, for a bring-in result, ask to bring the car in): records it and sends the lead again (resend). */
export async function POST(request: Request, context: { params: Promise<{ id: string }> }): Promise<Response> {
  const { id } = await context.params;
  const guarded = guardPost(
    (guardedRequest, body) =>
      handleAcceptOffer(id, guardedRequest, { leadContent, questionnaire: publishedQuestionnaire }, body),
    {
      origin: 'same-origin',
      maxBytes: 8 * 1024,
      rateLimit: { name: 'offer-accept', limit: 30, windowSeconds: 600 },
      formErrorKey: 'form',
    },
  );
  return guarded(request);
}

// Needs node:crypto, the database and the file system.
export const runtime = 'nodejs';
export const dynamic = 'force-dynamic';
