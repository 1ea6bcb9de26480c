import { guardPost } from '@/server/http/post-guard';
import { leadContent } from '@/server/leads/lead-content';
import { offerRequestSchema } from '@/lib/offers/request-schema';
import { DEFAULT_OFFER_LIMITS, handleCreateOffer } from '@/server/offers/create-offer';
import { offerVinDecoder, publishedQuestionnaire } from '@/server/offers/offer-content';

/**
 * Quote a vehicle (the offers API, docs/architecture.md#offers): the sell flow posts its answers here and shows the stored offer. The guard
 * refuses cross-site posts and large bodies; the handler keeps its strict schema and per-address rate limit.
 */
export const POST = guardPost(
  (request, body) =>
    handleCreateOffer(
      request,
      { questionnaire: publishedQuestionnaire, vinDecoder: offerVinDecoder, leadContent },
      body,
    ),
  {
    origin: 'same-origin',
    maxBytes: DEFAULT_OFFER_LIMITS.maxJsonBytes,
    // The schema is strict too, but its error map cannot hold a `__proto__` key: the guard names it instead.
    keys: Object.keys(offerRequestSchema.shape),
    formErrorKey: 'form',
  },
);

// Needs node:crypto, the database and the file system.
export const runtime = 'nodejs';
export const dynamic = 'force-dynamic';
