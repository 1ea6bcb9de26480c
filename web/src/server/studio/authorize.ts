import 'server-only';
import { studioJson } from './cors';
import { signedPartsOf, STUDIO_SIGNATURE_HEADER, verifyStudioSignature } from './signature';

export interface StudioEndpointConfig {
  /** LEAD_TEST_SECRET; unset = the Studio endpoints answer 404 (switched off). */
  secret: string | undefined;
  /** Studio origins allowed by CORS (cors.ts `studioOrigins`). */
  origins: readonly string[];
  now?: () => Date;
}

/** null when the request carries a valid signature over `body`; otherwise the answer to send (404 or 401). */
export function refuseUnsigned(request: Request, body: string, config: StudioEndpointConfig): Response | null {
  if (!config.secret) {
    return studioJson(request, config.origins, { message: 'Studio endpoints are off: set LEAD_TEST_SECRET' }, 404);
  }
  const verdict = verifyStudioSignature(
    request.headers.get(STUDIO_SIGNATURE_HEADER),
    config.secret,
    signedPartsOf(request, body),
    (config.now?.() ?? new Date()).getTime(),
  );
  if (verdict.ok) return null;
  const message =
    verdict.reason === 'expired'
      ? 'Signature expired: check the clock of this computer'
      : 'Invalid signature: the secret saved in the Studio does not match LEAD_TEST_SECRET';
  return studioJson(request, config.origins, { message, reason: verdict.reason }, 401);
}
