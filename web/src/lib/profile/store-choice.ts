/**
 * Browser glue for the store choice: the `userSelectedStore` cookie (30 days, Secure, SameSite=Lax) is written only
 * while the visitor allows functional cookies. The server reads it in one place (server/site/context.ts).
 */
import { persistentCookieAttributes, serializeCookie } from './cookie-attributes';
import { SELECTED_STORE_COOKIE } from './selected-store';

/** Saves the choice; false (nothing written) without functional consent. */
export function saveStoreChoice(storeId: string, functionalAllowed: boolean): boolean {
  if (!functionalAllowed) return false;
  const attributes = persistentCookieAttributes(window.location.protocol, window.location.hostname);
  document.cookie = serializeCookie(SELECTED_STORE_COOKIE, storeId, attributes);
  return true;
}
