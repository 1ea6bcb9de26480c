import 'server-only';

import { SELECTED_STORE_COOKIE } from '@/lib/profile/selected-store';
import { leadSubmitterOf, type LeadSubmitter } from '@/server/leads/lead-submitter';

/**
 * The booking's sender as the lead service sees it: the chosen store travels as the lead's store (vendor) the way
 * the store picker's cookie would, and the booking's own idempotency key is the lead's.
 */
export function bookingSubmitter(headers: Headers, storeId: string, idempotencyKey: string | undefined): LeadSubmitter {
  const submitter = leadSubmitterOf(headers);
  return {
    ...submitter,
    cookies: { ...submitter.cookies, [SELECTED_STORE_COOKIE]: storeId },
    idempotencyKey: idempotencyKey ?? submitter.idempotencyKey,
  };
}
