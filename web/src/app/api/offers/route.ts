import { handleCreateOffer } from '@/server/offers/create-offer';
import { offerVinDecoder, publishedQuestionnaire } from '@/server/offers/offer-content';

/** Quote a vehicle (DESIGN.md contract): the sell flow posts its answers here and shows the stored offer. */
export function POST(request: Request): Promise<Response> {
  return handleCreateOffer(request, { questionnaire: publishedQuestionnaire, vinDecoder: offerVinDecoder });
}

// Needs node:crypto, the database and the file system.
export const runtime = 'nodejs';
export const dynamic = 'force-dynamic';
