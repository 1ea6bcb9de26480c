/**
 * Bytes a browser receives for a page: a GET that asks for HTML and accepts Brotli and gzip, as a browser's page
 * request does, counted as they arrive on the wire (not decompressed).
 */
import { get } from 'node:http';

export const BROWSER_PAGE_HEADERS: Readonly<Record<string, string>> = {
  accept: 'text/html',
  'accept-encoding': 'gzip, deflate, br',
};

export function browserBytes(url: string): Promise<{ bytes: number; encoding: string | null }> {
  return new Promise((resolve, reject) => {
    const request = get(url, { headers: BROWSER_PAGE_HEADERS }, (response) => {
      let bytes = 0;
      response.on('data', (chunk: Buffer) => {
        bytes += chunk.length;
      });
      response.on('end', () => {
        const encoding = response.headers['content-encoding'];
        resolve({ bytes, encoding: typeof encoding === 'string' ? encoding : null });
      });
      response.on('error', reject);
    });
    request.on('error', (error) => reject(new Error(`GET ${url}: ${error.message}`)));
  });
}
