'use client';

/** This visitor's results (components/inventory/personal-results.tsx), in the page's card grid. */
import type { SaveVehicleWords } from '@/lib/garage/strings';
import type { PaymentSettings } from '@/lib/inventory/card-payment';
import { interpolate } from '@/lib/i18n/interpolate';
import { formatNumber } from '@/lib/inventory/format';
import { SEARCH_STRINGS } from '@/lib/inventory/search-strings';
import type { PersonalResults } from '@/server/inventory/personal-results';
import styles from './card-text.module.css';
import type { CardPaymentStrings, CardStrings } from './vehicle-card';
import { VehicleCardGrid } from './vehicle-card-grid';

interface PersonalGridProps {
  answer: PersonalResults;
  unlocked: boolean;
  /** The payments filter matched on the visitor's saved terms. */
  savedTerms: boolean;
  payment: PaymentSettings | null;
  paymentStrings: CardPaymentStrings;
  cardStrings?: CardStrings;
  /** The cards' Save control words (the page's Save controls' island drives them). */
  saveWords?: SaveVehicleWords | null;
}

export function PersonalGrid({
  answer,
  unlocked,
  savedTerms,
  payment,
  paymentStrings,
  cardStrings,
  saveWords,
}: PersonalGridProps) {
  // The page's own words (the search strings in the page's language); built-in English only if none came.
  const t: Readonly<Record<string, string>> = cardStrings ?? SEARCH_STRINGS;
  const why = [
    unlocked ? t['search.personal.unlocked'] : null,
    savedTerms ? t['search.personal.savedTerms'] : null,
  ].filter(Boolean);
  const count = interpolate(t[answer.total === 1 ? 'search.results.one' : 'search.results.other'] ?? '', {
    count: formatNumber(answer.total),
  });
  const page =
    answer.pageCount > 1
      ? interpolate(t['search.results.page'] ?? '', { page: answer.page, pages: answer.pageCount })
      : '';
  return (
    <>
      <p className={styles.trim} role="status" data-testid="personal-results">
        {interpolate(t['search.personal.summary'] ?? '', {
          results: `${count}${page}`,
          why: why.join(t['search.personal.separator'] ?? '; '),
        })}
      </p>
      {answer.vehicles.length === 0 ? (
        <p>{t['search.empty.title']}</p>
      ) : (
        <VehicleCardGrid
          vehicles={answer.vehicles}
          payment={payment}
          paymentStrings={paymentStrings}
          cardStrings={cardStrings}
          saveWords={saveWords}
        />
      )}
    </>
  );
}
