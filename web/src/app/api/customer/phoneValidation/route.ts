import { guardPost } from '@/server/http/post-guard';
import { handlePhoneValidationRequest, phoneValidationDeps } from '@/server/phone-verification';

/** The request's keys; anything else is refused before the handler runs. */
const PHONE_VALIDATION_KEYS = ['type', 'phone', 'code'] as const;

/**
 * Phone verification: texts a 6-digit code, then confirms it and sets the phone cookies. Errors keep the
 * spec's `{success, error, message}` shape, with the field messages beside it; the rate limits are the service's.
 */
export const POST = guardPost((request, body) => handlePhoneValidationRequest(request, phoneValidationDeps, body), {
  origin: 'same-origin',
  maxBytes: 4 * 1024,
  keys: PHONE_VALIDATION_KEYS,
  errorBody: (errors) => {
    const [field, message] = Object.entries(errors)[0] ?? ['generic', ''];
    return { success: false, error: field === 'phone' || field === 'code' ? field : 'generic', message, errors };
  },
});

// node:crypto, the database and the file system (local SMS adapter).
export const runtime = 'nodejs';
export const dynamic = 'force-dynamic';
