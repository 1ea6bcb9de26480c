'use client';

import { StatusView } from './status-view';
import { useErrorStrings } from './ui-strings';

/**
 * The 404 screen of a page's notFound(): badge, title, subtitle and the button home, in the site's language. Every
 * page carries its layouts' 404 screens in its payload; as a client component with the texts the root layout
 * already passes once (ErrorStringsProvider), each costs a reference instead of its whole markup.
 */
export function NotFoundScreen() {
  const t = useErrorStrings();
  return (
    <StatusView
      badge={t['notFound.badge']}
      title={t['notFound.title']}
      subtitle={t['notFound.subtitle']}
      buttonLabel={t['notFound.button']}
    />
  );
}
