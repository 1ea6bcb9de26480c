/** POST lines: offers and leads at 50 connections on the sell-car site; leads delivered vs accepted after. */
import { POST_CONNECTIONS } from './budgets';
import { measureLeadPosts } from './lead-posts';
import type { MailSink } from './mail-sink';
import { measureOfferPosts } from './offer-posts';
import { postLines } from './post-lines';
import type { SectionResult } from './section-result';

export async function postsSection(
  options: { base: string; sink: MailSink; seconds: number },
  log: (message: string) => void,
): Promise<SectionResult> {
  log(`POST /api/offers at ${POST_CONNECTIONS} connections for ${options.seconds} s`);
  const offers = await measureOfferPosts({
    base: options.base,
    connections: POST_CONNECTIONS,
    seconds: options.seconds,
  });
  log(`POST /api/leads at ${POST_CONNECTIONS} connections for ${options.seconds} s, then delivery`);
  const leads = await measureLeadPosts({
    base: options.base,
    sink: options.sink,
    connections: POST_CONNECTIONS,
    seconds: options.seconds,
    drainSeconds: 180,
  });
  return { lines: postLines(offers, leads), raw: { offers, leads } };
}
