'use client';

import { ErrorScreen } from '@/components/status/error-screen';

/** Unhandled errors in a default-layout page: shown inside the header and footer. */
export default function SiteError({ error, retry }: { error: unknown; retry: () => void }) {
  return <ErrorScreen error={error} retry={retry} />;
}
