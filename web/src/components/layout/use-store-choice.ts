'use client';

import { useRouter } from 'next/navigation';
import { useCallback, useTransition } from 'react';
import { useConsent } from '@/components/consent/consent-store';
import { isCategoryAllowed } from '@/lib/consent';

/**
 * Choose a store: save the cookie (functional consent only) and re-render the page on the server, which then shows
 * that store's phone, hours, brand colour and structured data. The cookie code is fetched with the choice, not with
 * every page's header.
 */
export function useStoreChoice() {
  const router = useRouter();
  const consent = useConsent();
  const [pending, startTransition] = useTransition();
  // Pages are cached for every visitor, so consent is known only once the consent island has read it.
  const allowed = consent ? isCategoryAllowed(consent, 'functional') : false;
  const choose = useCallback(
    (storeId: string) => {
      // Pending from the choice on (while the cookie code loads too).
      startTransition(async () => {
        const { saveStoreChoice } = await import('@/lib/profile/store-choice');
        if (!saveStoreChoice(storeId, allowed)) return;
        startTransition(() => router.refresh());
      });
    },
    [allowed, router],
  );
  return { allowed, choose, pending };
}
