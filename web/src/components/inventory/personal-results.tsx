'use client';

/**
 * The results of a cached search page, or this visitor's own when they differ (lib/inventory/personal-results.ts:
 * an unlocked visitor's price search, a payments filter on saved terms): then the page's cards are replaced by
 * the answer of `GET /api/vehicles/personal-results`, drawn by a chunk loaded only for them.
 */
import { lazy, Suspense, useEffect, useState, type ReactNode } from 'react';
import type { SaveVehicleWords } from '@/lib/garage/strings';
import type { PaymentSettings } from '@/lib/inventory/card-payment';
import type { InventoryFilters } from '@/lib/inventory/filters';
import { needsPersonalResults } from '@/lib/inventory/personal-results';
import type { ListingView } from '@/lib/inventory/sort';
import type { PersonalResults as Answer } from '@/server/inventory/personal-results';
import type { CardPaymentStrings, CardStrings } from './vehicle-card';
import { useVisitorPricing } from './visitor-pricing-client';

const PersonalGrid = lazy(() => import('./personal-grid').then((module) => ({ default: module.PersonalGrid })));

interface PersonalResultsProps {
  /** The page's clean filter path, its sort and page, and its store (the payments filter's finance settings). */
  path: string;
  view: ListingView;
  storeId: string | null;
  filters: Pick<InventoryFilters, 'priceMin' | 'priceMax' | 'payment'>;
  payment: PaymentSettings | null;
  paymentStrings: CardPaymentStrings;
  /** The cards' own words in the page's language. */
  cardStrings?: CardStrings;
  /** The cards' Save control words (the page's Save controls' island drives them). */
  saveWords?: SaveVehicleWords | null;
  /** The cached page's results. */
  children: ReactNode;
}

export function PersonalResults({
  path,
  view,
  storeId,
  filters,
  payment,
  paymentStrings,
  cardStrings,
  saveWords,
  children,
}: PersonalResultsProps) {
  const pricing = useVisitorPricing();
  const wanted = needsPersonalResults({ filters, sort: view.sort }, pricing);
  const query = new URLSearchParams({ path, sort: view.sort, page: String(view.page) });
  if (storeId) query.set('store', storeId);
  // Refetched when the visitor's terms or unlocked state change (the key names them).
  const key = wanted ? `${query.toString()}|${JSON.stringify(pricing)}` : null;
  const [answer, setAnswer] = useState<{ key: string; value: Answer } | null>(null);

  useEffect(() => {
    if (!key) return;
    const controller = new AbortController();
    // Only this visitor's own results need the request code: it is not part of the page.
    import('@/lib/http/fetch-json')
      .then(({ fetchJson }) =>
        fetchJson(`/api/vehicles/personal-results?${key.split('|')[0]}`, {
          cache: 'no-store',
          signal: controller.signal,
        }),
      )
      .then((result) => {
        // Anything but an answer (locked after all, offline): the cached results stay.
        if (result.ok && result.body !== null && typeof result.body === 'object') {
          setAnswer({ key, value: result.body as Answer });
        }
      })
      .catch(() => undefined);
    return () => controller.abort();
  }, [key]);

  if (!key || answer?.key !== key) return children;
  return (
    <Suspense fallback={children}>
      <PersonalGrid
        answer={answer.value}
        unlocked={pricing.unlocked}
        savedTerms={pricing.terms !== null && filters.payment !== null}
        payment={payment}
        paymentStrings={paymentStrings}
        cardStrings={cardStrings}
        saveWords={saveWords}
      />
    </Suspense>
  );
}
