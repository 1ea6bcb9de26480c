import 'server-only';
import { pathFor } from '@dealer/schemas/routes';

import { serverEnv } from '@/server/env';
import { publicOrigin } from '@/server/security/request-scheme';

/**
 * The absolute address of an offer's page, for the seller's e-mail and the dealer's lead: on the site's public origin
 * (SITE_URL, else a trusted proxy's host, else the request's Host), never on an address a client could pick.
 */
export function offerLink(headers: Headers, id: string): string {
  return `${publicOrigin(headers, serverEnv())}${pathFor('sellTradeOffer', { id })}`;
}
