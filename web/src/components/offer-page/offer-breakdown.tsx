import type { OffersResult } from '@/lib/pricing';
import { formatDollars } from '@/lib/offers/sell-lead';

import styles from './offer-page.module.css';
import type { OfferText } from './offer-text';

type Row = { label: string; amount: number; sign?: '−' | '' };

function Table({ caption, rows, total, t }: { caption: string; rows: Row[]; total: Row; t: OfferText }) {
  return (
    <table className={styles.breakdown}>
      <caption>{caption}</caption>
      <thead className={styles.visuallyHidden}>
        <tr>
          <th scope="col">{t('offerPage.item')}</th>
          <th scope="col">{t('offerPage.amount')}</th>
        </tr>
      </thead>
      <tbody>
        {rows.map((row, index) => (
          <tr key={index}>
            <th scope="row">{row.label}</th>
            <td>
              {row.sign ?? ''}
              {formatDollars(row.amount)}
            </td>
          </tr>
        ))}
        <tr className={styles.totalRow}>
          <th scope="row">{total.label}</th>
          <td>{formatDollars(total.amount)}</td>
        </tr>
      </tbody>
    </table>
  );
}

function deductionRows(result: OffersResult, t: OfferText): Row[] {
  if (result.deductions.length === 0) return [{ label: t('offerPage.noDeductions'), amount: 0 }];
  return result.deductions.map((deduction) => ({ label: deduction.reason, amount: deduction.amount, sign: '−' }));
}

/** Cash now: the condition's starting value, every deduction with its question and answer, the cash adjustments. */
export function CashBreakdown({ result, t }: { result: OffersResult; t: OfferText }) {
  if (!result.cashNow || result.basePrice === null) return null;
  return (
    <Table
      caption={t('offerPage.breakdown')}
      t={t}
      rows={[
        { label: t('offerPage.startingValue'), amount: result.basePrice },
        ...deductionRows(result, t),
        ...result.cashAdjustments.map((adjustment) => ({
          label: adjustment.reason,
          amount: adjustment.amount,
          sign: '−' as const,
        })),
      ]}
      total={{ label: t('offerPage.total'), amount: result.cashNow.finalPrice }}
    />
  );
}

/** More cash later: retail value, the same deductions, reconditioning and advertising, then the two checks. */
export function ProfitSharingBreakdown({ result, t }: { result: OffersResult; t: OfferText }) {
  const offer = result.moreCashLater;
  const sharing = result.profitSharing;
  if (!offer || !sharing) return null;
  return (
    <Table
      caption={t('offerPage.breakdown')}
      t={t}
      rows={[
        { label: t('offerPage.retailValue'), amount: sharing.retailValue },
        ...deductionRows(result, t),
        { label: t('offerPage.expectedSale'), amount: sharing.expectedSale },
        { label: t('offerPage.reconditioning'), amount: sharing.reconditioning, sign: '−' },
        { label: t('offerPage.advertising'), amount: sharing.advertising, sign: '−' },
        { label: t('offerPage.net'), amount: sharing.net },
        { label: t('offerPage.firstCheck'), amount: offer.initPrice },
        { label: t('offerPage.secondCheck'), amount: offer.additionalPayments },
      ]}
      total={{ label: t('offerPage.total'), amount: offer.finalPrice }}
    />
  );
}
