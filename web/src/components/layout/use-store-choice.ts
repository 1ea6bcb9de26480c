'use client';

import { useRouter } from 'next/navigation';
import { useCallback, useTransition } from 'react';
import { useConsent } from '@/components/consent/consent-store';
import { isCategoryAllowed } from '@/lib/consent';
import { saveStoreChoice } from '@/lib/profile/store-choice';

/**
 * Choose a store: save the cookie (functional consent only) and re-render the page on the server, which then shows
 * that store's phone, hours, brand colour and structured data.
 */
export function useStoreChoice() {
  const router = useRouter();
  const consent = useConsent();
  const [pending, startTransition] = useTransition();
  // Pages are cached for every visitor, so consent is known only once the consent island has read it.
  const allowed = consent ? isCategoryAllowed(consent, 'functional') : false;
  const choose = useCallback(
    (storeId: string) => {
      if (!saveStoreChoice(storeId, allowed)) return;
      startTransition(() => router.refresh());
    },
    [allowed, router],
  );
  return { allowed, choose, pending };
}
