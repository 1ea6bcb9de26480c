'use client';

import createCache, { type EmotionCache } from '@emotion/cache';
import { CacheProvider } from '@emotion/react';
import { useServerInsertedHTML } from 'next/navigation';
import { useState, type ReactNode } from 'react';

interface Registry {
  cache: EmotionCache;
  flush: () => { name: string; global: boolean }[];
}

function createRegistry(): Registry {
  const cache = createCache({ key: 'css' });
  // Server and client emit the same class names without the :first-child warnings of SSR mode.
  cache.compat = true;
  let pending: { name: string; global: boolean }[] = [];
  const insert = cache.insert.bind(cache);
  cache.insert = (selector, serialized, sheet, shouldCache) => {
    if (cache.inserted[serialized.name] === undefined) pending.push({ name: serialized.name, global: selector === '' });
    return insert(selector, serialized, sheet, shouldCache);
  };
  return {
    cache,
    flush() {
      const flushed = pending;
      pending = [];
      return flushed;
    },
  };
}

/**
 * Emotion style registry for the App Router: styles Chakra creates while a server render streams are written into
 * the HTML (before the markup that uses them) via useServerInsertedHTML, so hydration finds them in place.
 */
export function EmotionRegistry({ children }: { children: ReactNode }) {
  const [registry] = useState(createRegistry);

  useServerInsertedHTML(() => {
    const flushed = registry.flush();
    if (flushed.length === 0) return null;
    const globals: { name: string; css: string }[] = [];
    let scoped = '';
    const names: string[] = [];
    for (const { name, global } of flushed) {
      const css = registry.cache.inserted[name];
      if (typeof css !== 'string') continue;
      if (global) globals.push({ name, css });
      else {
        scoped += css;
        names.push(name);
      }
    }
    return (
      <>
        {globals.map(({ name, css }) => (
          <style
            key={name}
            data-emotion={`${registry.cache.key}-global ${name}`}
            dangerouslySetInnerHTML={{ __html: css }}
          />
        ))}
        {scoped !== '' && (
          <style
            data-emotion={`${registry.cache.key} ${names.join(' ')}`}
            dangerouslySetInnerHTML={{ __html: scoped }}
          />
        )}
      </>
    );
  });

  return <CacheProvider value={registry.cache}>{children}</CacheProvider>;
}
