import type { StoreRates } from '@/lib/finance/store-rates';
import type { SiteContext } from '@/server/site/context';

import { Section } from '../ui/section';
import { CALCULATOR_DEFAULT_PRICE } from './calculator-defaults';
import { resolveCalculatorStrings } from './calculator-strings';
import { PaymentCalculator } from './payment-calculator';

/** The selected store's rates for the calculator (loadStoreRates); a store without a base APR shows no calculator. */
export function FinanceCalculatorSection({
  site,
  rates,
  title,
}: {
  site: SiteContext;
  rates: StoreRates | null;
  title: string;
}) {
  if (!rates) return null;
  return (
    <Section id="payment-calculator" title={title} tone="tinted">
      <PaymentCalculator
        baseAprPercent={rates.baseAprPercent}
        documentaryFee={rates.documentaryFee}
        initialPrice={CALCULATOR_DEFAULT_PRICE}
        strings={resolveCalculatorStrings(site.t)}
      />
    </Section>
  );
}
