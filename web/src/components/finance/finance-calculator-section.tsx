import { fetchContent } from '@/content';
import { financeStoreRatesQuery } from '@/content/queries';
import type { SiteContext } from '@/server/site/context';

import { Section } from '../ui/section';
import { CALCULATOR_DEFAULT_PRICE } from './calculator-defaults';
import { resolveCalculatorStrings } from './calculator-strings';
import { PaymentCalculator } from './payment-calculator';

/** The selected store's rates for the calculator; a store without a base APR shows no calculator. */
export async function FinanceCalculatorSection({ site, title }: { site: SiteContext; title: string }) {
  const storeId = site.store?.storeId;
  const rates = storeId
    ? await fetchContent({ query: financeStoreRatesQuery, params: { storeId }, tags: ['store'] })
    : null;
  if (rates?.baseApr === null || rates?.baseApr === undefined) return null;
  return (
    <Section id="payment-calculator" title={title} tone="tinted">
      <PaymentCalculator
        baseAprPercent={rates.baseApr}
        documentaryFee={rates.fees?.documentary ?? null}
        initialPrice={CALCULATOR_DEFAULT_PRICE}
        strings={resolveCalculatorStrings(site.t)}
      />
    </Section>
  );
}
