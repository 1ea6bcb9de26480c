/**
 * Browser glue for the visitor profile (rules in lib/profile): read the cookies, save after a lead, and hand the
 * Lead event to the tracking feature. Only imported by the lazily loaded forms.
 */
import { randomId } from '@/lib/ids/random-id';
import { parseCookieHeader, persistentCookieAttributes, serializeCookie } from '@/lib/profile/cookie-attributes';
import { CONSENT_COOKIE, functionalCookiesAllowed } from '@/lib/profile/functional-consent';
import { VISITOR_COOKIES_EVENT } from '@/lib/profile/visitor-pricing';
import { fireProfileLead } from '@/lib/tracking/fire-conversion';
import { planProfileSave, readProfile, type ProfileInput, type VisitorProfile } from '@/lib/profile/visitor-profile';

export function browserCookies(): Record<string, string> {
  return parseCookieHeader(document.cookie);
}

/** After saving terms or a profile: the cached page's islands (saved terms, unlocked prices) read them again. */
export function announceVisitorCookies(): void {
  window.dispatchEvent(new Event(VISITOR_COOKIES_EVENT));
}

export function browserProfile(): VisitorProfile {
  return readProfile(browserCookies());
}

/**
 * After a lead was accepted: save the profile (functional consent only) and fire Lead if it was empty, with the
 * accepted lead's event id (`leadId`, its id from the server's answer).
 */
export function saveProfileAfterLead(input: ProfileInput, cookieTier: number | null, leadId: string | null): void {
  const jar = browserCookies();
  const plan = planProfileSave(readProfile(jar), input, {
    functionalAllowed: functionalCookiesAllowed(cookieTier, jar[CONSENT_COOKIE]),
    now: new Date(),
    newUserId: randomId(),
  });
  const attributes = persistentCookieAttributes(window.location.protocol, window.location.hostname);
  for (const [name, value] of Object.entries(plan.cookies)) {
    document.cookie = serializeCookie(name, value, attributes);
  }
  announceVisitorCookies();
  if (plan.fireLeadEvent) fireProfileLead(leadId);
}
