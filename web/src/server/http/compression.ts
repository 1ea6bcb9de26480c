import 'server-only';
import zlib from 'node:zlib';
import type { DocumentEncoding } from '@/lib/http/content-encoding';

/** A compressed form of some bytes and the label an entity tag of it carries (its bytes differ per form). */
export interface CompressedForm {
  bytes: Buffer;
  label: string;
}

/**
 * How hard to compress (docs/caching.md). `fast` is what a response waits for: Brotli at quality 5 (within 2% of
 * quality 9 on our pages, at a seventh of its cost), gzip at zlib's default. `best` is Brotli at quality 11, the
 * format's smallest (about 12% below quality 5 on our pages) at roughly thirty times the CPU: for bytes sent many
 * times. gzip has no `best`: level 9 saves about 1% over the default. Both run on libuv's thread pool, off the event
 * loop.
 */
export type CompressionEffort = 'fast' | 'best';

const BROTLI_QUALITY: Record<CompressionEffort, number> = { fast: 5, best: 11 };

/** Label of a form: `br` and `gzip` for the fast forms, `br11` for Brotli's best. */
const formLabel = (encoding: DocumentEncoding, effort: CompressionEffort) =>
  encoding === 'br' && effort === 'best' ? 'br11' : encoding;

export function compress(
  bytes: Buffer,
  encoding: DocumentEncoding,
  effort: CompressionEffort = 'fast',
): Promise<CompressedForm> {
  return new Promise((resolve, reject) => {
    const done = (error: Error | null, result: Buffer) =>
      error ? reject(error) : resolve({ bytes: result, label: formLabel(encoding, effort) });
    if (encoding === 'br') {
      zlib.brotliCompress(
        bytes,
        {
          params: {
            [zlib.constants.BROTLI_PARAM_QUALITY]: BROTLI_QUALITY[effort],
            [zlib.constants.BROTLI_PARAM_MODE]: zlib.constants.BROTLI_MODE_TEXT,
            [zlib.constants.BROTLI_PARAM_SIZE_HINT]: bytes.length,
          },
        },
        done,
      );
    } else {
      zlib.gzip(bytes, done);
    }
  });
}
