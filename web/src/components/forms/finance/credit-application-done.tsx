'use client';

import { interpolate } from '@/lib/i18n/interpolate';

import type { FinanceConfirmationConfig } from './apply-financing-config';
import { FinanceConfirmation, financeConfirmationStyles } from './finance-confirmation';

/** After the application is in: what happens next, the reference number, and a way on to the vehicles. */
export function CreditApplicationDone({ config, reference }: { config: FinanceConfirmationConfig; reference: string }) {
  const { texts } = config;
  return (
    <FinanceConfirmation
      config={config}
      testId="credit-application-confirmation"
      title={texts.creditAppDoneTitle}
      next={interpolate(texts.creditAppDoneNext, { store: config.storeName })}
      reference={reference}
      actions={
        config.vehiclesPath ? (
          <a className={financeConfirmationStyles.link} href={config.vehiclesPath}>
            {texts.creditAppDoneBrowse}
          </a>
        ) : null
      }
    />
  );
}
