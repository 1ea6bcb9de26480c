/**
 * The visitor-pricing code a visitor with saved terms or a profile needs (cookie parsing, the finance rules of a
 * card's payment): a chunk of its own, fetched by visitor-pricing-client.ts only for them, never with the page.
 */
import { parseCookieHeader } from '@/lib/profile/cookie-attributes';
import { visitorPricing, type VisitorPricing } from '@/lib/profile/visitor-pricing';

export { cardPayment } from '@/lib/inventory/card-payment';

/** The last header's pricing: parsed once for all the islands that read it (and one object for them all). */
let parsed: { header: string; pricing: VisitorPricing } | null = null;

export function pricingOfHeader(header: string): VisitorPricing {
  if (parsed?.header !== header) parsed = { header, pricing: visitorPricing(parseCookieHeader(header)) };
  return parsed.pricing;
}
