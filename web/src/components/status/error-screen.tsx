'use client';

import { useEffect } from 'react';
import { isChunkLoadError } from '@/lib/navigation/chunk-reload';
import { statusTitle } from '@/lib/seo/title';
import { StatusView } from './status-view';
import styles from './status-view.module.css';
import { buttonClassName } from '../ui/button-link';
import type { ErrorStrings } from '@/lib/i18n/error-strings';
import { useErrorStrings } from './ui-strings';
import { reloadAfterChunkError } from '../navigation/reload-after-chunk-error';

/**
 * Body of error.tsx boundaries: translated texts, a link home and a retry button; title '500 - …'. A failed chunk
 * load reloads the page instead (at most once per path per 10 s).
 */
export function ErrorScreen({ error, retry, strings }: { error: unknown; retry?: () => void; strings?: ErrorStrings }) {
  const fromContext = useErrorStrings();
  const t = strings ?? fromContext;
  useEffect(() => {
    // A chunk of an older build (a deploy happened): reload once rather than show the error.
    if (isChunkLoadError(error) && reloadAfterChunkError()) return;
    console.error(error);
  }, [error]);
  return (
    <>
      <title>{statusTitle(500, t['error.title'])}</title>
      <StatusView
        badge={t['error.badge']}
        title={t['error.title']}
        subtitle={t['error.subtitle']}
        buttonLabel={t['error.button']}
      >
        {retry ? (
          <button type="button" className={`${buttonClassName('outline')} ${styles.retry}`} onClick={() => retry()}>
            {t['error.retry']}
          </button>
        ) : null}
      </StatusView>
    </>
  );
}
