/** Valid request bodies for the POST benchmarks, distinct per request. Pure. */
import { randomUUID } from 'node:crypto';
import type { PostRequest } from './post-load';

/** A contact lead: one mail per lead (the CONTACT_SALES routing row has one recipient). */
export function contactLeadRequest(sequence: number): PostRequest {
  return {
    headers: { 'idempotency-key': randomUUID() },
    body: {
      form: 'CONTACT_SALES',
      inquiryType: 1,
      message: 'Is the Accord still available?',
      firstName: 'Bench',
      lastName: `Lead${sequence}`,
      email: `bench${sequence}@example.com`,
      phone: '+1 (630) 555-0100',
    },
  };
}

/**
 * An instant-offer quote by year/make/model (a row of the embedded valuation table). Offers are rate-limited per
 * client address (60 per 10 minutes, not configurable), so each request names its own address from the IPv6
 * documentation range in X-Forwarded-For, which the bench server trusts as one proxy hop (TRUST_PROXY=1,
 * site-server.ts): a header value only, no traffic goes anywhere but loopback.
 */
export function offerRequest(sequence: number): PostRequest {
  return {
    headers: { 'x-forwarded-for': `2001:db8::${(sequence % 0xffff).toString(16)}:${Math.floor(sequence / 0xffff)}` },
    body: {
      vehicle: { year: 2019, make: 'Honda', model: 'Accord' },
      mileage: 40_000 + (sequence % 1000),
      zip: '60540',
      answers: { '100': 'great' },
    },
  };
}
