/**
 * GET with the URL in any error and one retry on a reset connection: undici may reuse a keep-alive socket just as
 * `next start` closes it (its keep-alive timeout), which is the client's race, not the site's failure.
 */
import { describeError } from './describe-error';

export async function httpGet(url: string, headers: Record<string, string> = {}): Promise<Response> {
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await fetch(url, { headers });
    } catch (error) {
      const reset = /ECONNRESET|socket|other side closed/i.test(describeError(error));
      if (!reset || attempt >= 3) throw new Error(`GET ${url}: ${describeError(error)}`);
    }
  }
}
