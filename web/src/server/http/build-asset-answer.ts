import 'server-only';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { preferredEncoding } from '@/lib/http/content-encoding';
import { STATIC_ASSET_CACHE_CONTROL, STATIC_SECURITY_HEADERS } from '@/server/security/security-headers';
import type { BuildAssetMemo } from './build-asset-memo';

/**
 * Answers a request for one of the build's scripts or styles from memory (build-asset-memo.ts), with the headers
 * Next gives it (security headers, a year-long immutable Cache-Control) and its smallest form the client accepts.
 * Returns false, touching nothing, when Next should answer instead: another method, a range or conditional
 * request, or an asset not in memory yet.
 */
export function answerBuildAsset(req: IncomingMessage, res: ServerResponse, memo: BuildAssetMemo): boolean {
  if (req.method !== 'GET' && req.method !== 'HEAD') return false;
  const url = req.url ?? '';
  if (!url.startsWith('/_next/static/') || url.includes('?')) return false;
  const { range, 'if-none-match': ifNoneMatch, 'if-modified-since': ifModifiedSince } = req.headers;
  if (range !== undefined || ifNoneMatch !== undefined || ifModifiedSince !== undefined) return false;
  const asset = memo.get(url);
  if (!asset) return false;

  const encoding = preferredEncoding(req.headers['accept-encoding']);
  const body = encoding ? asset[encoding] : asset.identity;
  for (const { key, value } of STATIC_SECURITY_HEADERS) res.setHeader(key, value);
  res.setHeader('Cache-Control', STATIC_ASSET_CACHE_CONTROL);
  res.setHeader('Content-Type', asset.type);
  res.setHeader('Vary', 'Accept-Encoding');
  if (encoding) res.setHeader('Content-Encoding', encoding);
  res.setHeader('Content-Length', body.length);
  res.writeHead(200);
  res.end(req.method === 'HEAD' ? undefined : body);
  return true;
}
