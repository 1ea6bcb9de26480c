'use client';

import { useEffect } from 'react';
import { DEFAULT_ERROR_STRINGS } from '@/lib/i18n/error-strings';
import { statusTitle } from '@/lib/seo/title';

const t = DEFAULT_ERROR_STRINGS;

/**
 * Replaces the root layout when it fails (settings could not load): a self-contained document with inline styles,
 * the built-in texts (the site's strings are what failed to load) and a link home.
 */
export default function GlobalError({ error, retry }: { error: unknown; retry: () => void }) {
  useEffect(() => {
    console.error(error);
  }, [error]);
  return (
    <html lang="en">
      <head>
        <title>{statusTitle(500, t['error.title'])}</title>
      </head>
      <body style={{ margin: 0, fontFamily: 'system-ui, sans-serif', color: '#18181b', background: '#fff' }}>
        <main style={{ maxWidth: '36rem', margin: '0 auto', padding: '6rem 1.5rem', textAlign: 'center' }}>
          <p
            style={{
              display: 'inline-block',
              padding: '0.25rem 0.75rem',
              borderRadius: '999px',
              background: '#e9f9ef',
              color: '#15803d',
              fontWeight: 700,
            }}
          >
            {t['error.badge']}
          </p>
          <h1 style={{ fontSize: '2.25rem', margin: '1rem 0' }}>{t['error.title']}</h1>
          <p style={{ color: '#52525b', fontSize: '1.125rem' }}>{t['error.subtitle']}</p>
          <p style={{ marginTop: '2rem', display: 'flex', gap: '0.75rem', justifyContent: 'center', flexWrap: 'wrap' }}>
            {/* A full page load: the client router may be what broke. */}
            {/* eslint-disable-next-line @next/next/no-html-link-for-pages */}
            <a
              href="/"
              style={{
                background: '#15803d',
                color: '#fff',
                padding: '0.75rem 1.25rem',
                borderRadius: '0.5rem',
                fontWeight: 600,
                textDecoration: 'none',
              }}
            >
              {t['error.button']}
            </a>
            <button
              type="button"
              onClick={() => retry()}
              style={{
                font: 'inherit',
                background: '#fff',
                color: '#15803d',
                border: '2px solid #15803d',
                padding: '0.65rem 1.25rem',
                borderRadius: '0.5rem',
                fontWeight: 600,
                cursor: 'pointer',
              }}
            >
              {t['error.retry']}
            </button>
          </p>
        </main>
      </body>
    </html>
  );
}
