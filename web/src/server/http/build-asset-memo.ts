import 'server-only';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { createBytesBoundedMap } from './bytes-bounded-map';
import { compress } from './compression';

/**
 * The build's scripts and styles (`/_next/static/…`), kept in memory in their smallest compressed forms
 * (docs/caching.md). Their names carry a hash of their content, so a name always means the same bytes and an entry
 * never goes stale. Next streams each of them from disk and gzips it again on every request; a page load asks for
 * a dozen at once, and on a small server they queued behind each other. An asset is loaded and compressed
 * (Brotli's best form, and gzip; compression.ts) on libuv's thread pool after its first request, which Next still answers;
 * every later request is answered from memory. Bounded by bytes; the least recently used go first.
 */
export interface BuildAsset {
  type: string;
  identity: Buffer;
  br: Buffer;
  gzip: Buffer;
}

/** Only these are worth keeping: they are what a page loads before it can run. */
const CONTENT_TYPES: Readonly<Record<string, string>> = {
  '.js': 'application/javascript; charset=UTF-8',
  '.css': 'text/css; charset=UTF-8',
};

/** Larger assets are left to Next (none of the build's scripts or styles comes near it). */
const MAX_ASSET_BYTES = 2 * 1024 * 1024;

/**
 * The file under `<distDir>/static` a request path names, or null when it is not a script or style there. Names
 * are the build's own (letters, digits, `_`, `-`, `.`, `/`); anything else (`..`, encoded characters, a query) is
 * left to Next. Pure.
 */
export function buildAssetFile(pathname: string, staticDir: string): { file: string; type: string } | null {
  const match = /^\/_next\/static\/((?:[\w-]+\/)*[\w.-]+)$/.exec(pathname);
  if (!match) return null;
  const relative = match[1]!;
  if (relative.split('/').some((part) => part.startsWith('.'))) return null;
  const type = CONTENT_TYPES[path.extname(relative)];
  return type ? { file: path.join(staticDir, relative), type } : null;
}

export interface BuildAssetMemo {
  /** The asset when it is ready; otherwise null, and its loading starts (once). */
  get(pathname: string): BuildAsset | null;
  /** Settles when every load started so far has finished (tests). */
  settled(): Promise<void>;
  readonly size: number;
}

const weightOf = (_pathname: string, asset: BuildAsset) => asset.identity.length + asset.br.length + asset.gzip.length;

export function createBuildAssetMemo(staticDir: string, maxBytes: number): BuildAssetMemo {
  const ready = createBytesBoundedMap(maxBytes, weightOf);
  const loading = new Map<string, Promise<void>>();

  const load = async (pathname: string, file: string, type: string) => {
    const identity = await readFile(file);
    if (identity.length > MAX_ASSET_BYTES) return;
    const [br, gzip] = await Promise.all([compress(identity, 'br', 'best'), compress(identity, 'gzip')]);
    ready.set(pathname, { type, identity, br: br.bytes, gzip: gzip.bytes });
  };

  return {
    get(pathname) {
      const asset = ready.get(pathname);
      if (asset) return asset;
      const target = buildAssetFile(pathname, staticDir);
      if (target && !loading.has(pathname)) {
        // A file that is missing or unreadable is not remembered: Next answers it (404) and the next request tries
        // again.
        const started = load(pathname, target.file, target.type)
          .catch(() => undefined)
          .finally(() => loading.delete(pathname));
        loading.set(pathname, started);
      }
      return null;
    },
    async settled() {
      await Promise.all([...loading.values()]);
    },
    get size() {
      return ready.size;
    },
  };
}
