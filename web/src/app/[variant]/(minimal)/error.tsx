'use client';

import { ErrorScreen } from '@/components/status/error-screen';

export default function MinimalError({ error, retry }: { error: unknown; retry: () => void }) {
  return <ErrorScreen error={error} retry={retry} />;
}
