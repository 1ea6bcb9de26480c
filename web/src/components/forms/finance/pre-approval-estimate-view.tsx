import { bpsToPercent, BUDGET_PERCENT_OF_INCOME, type PreApprovalEstimate } from '@/lib/finance';
import { interpolate } from '@/lib/i18n/strings';

import type { FinanceConfirmationConfig } from './apply-financing-config';
import styles from './finance-confirmation.module.css';

const dollars = (amount: number) =>
  amount.toLocaleString('en-US', { style: 'currency', currency: 'USD', maximumFractionDigits: 0 });

/** The instant estimate's figures, labelled as an estimate that does not affect credit. */
export function PreApprovalEstimateView({
  estimate,
  texts,
}: {
  estimate: PreApprovalEstimate;
  texts: FinanceConfirmationConfig['texts'];
}) {
  return (
    <>
      <p className={styles.note}>{texts.estimateNote}</p>
      <dl className={styles.figures} data-testid="pre-approval-estimate">
        <div className={styles.figure}>
          <dt>{texts.estimateApr}</dt>
          <dd>{`${bpsToPercent(estimate.aprBps).toFixed(2)}%`}</dd>
        </div>
        {estimate.monthlyBudget !== null ? (
          <div className={styles.figure}>
            <dt>{interpolate(texts.estimateBudget, { percent: BUDGET_PERCENT_OF_INCOME })}</dt>
            <dd>{dollars(estimate.monthlyBudget)}</dd>
          </div>
        ) : null}
        {estimate.buyingPower !== null ? (
          <div className={styles.figure}>
            <dt>{interpolate(texts.estimateBuyingPower, { term: estimate.termMonths })}</dt>
            <dd>{dollars(estimate.buyingPower)}</dd>
          </div>
        ) : null}
      </dl>
      {estimate.monthlyBudget === null ? <p>{texts.estimateNoIncome}</p> : null}
    </>
  );
}
