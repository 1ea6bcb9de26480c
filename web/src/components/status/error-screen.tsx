'use client';

import { useEffect } from 'react';
import { statusTitle } from '@/lib/seo/title';
import { StatusView } from './status-view';
import styles from './status-view.module.css';
import { buttonClassName } from '../ui/button-link';
import type { ErrorStrings } from '@/lib/i18n/error-strings';
import { useErrorStrings } from './ui-strings';

/** Body of error.tsx boundaries: translated texts, a link home and a retry button; title '500 - …'. */
export function ErrorScreen({ error, retry, strings }: { error: unknown; retry?: () => void; strings?: ErrorStrings }) {
  const fromContext = useErrorStrings();
  const t = strings ?? fromContext;
  useEffect(() => {
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
