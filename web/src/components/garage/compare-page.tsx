import type { GarageShellData } from '@/lib/garage/shell';
import { Icon } from '../ui/icon';
import { CardPricingProvider } from '../inventory/card-pricing-context';
import { cardPaymentStrings } from '../inventory/vehicle-card';
import inventoryStyles from '../inventory/inventory.module.css';
import { PageHeader } from '../page/page-header';
import { resolveVehicleDialogStrings } from '../vehicle-dialogs/strings';
import { CompareIsland } from './compare-island';
import drawn from '../ui/browser-drawn.module.css';

/**
 * /compare: the heading and the island that reads `?vins=` and draws the cars side by side. The shopper's payment is
 * the search cards' own line (their saved terms, priced in the browser), so the island sits in the same provider.
 */
export function ComparePage({ strings, lang, t, payment, visitorStore }: GarageShellData) {
  const paymentStrings = cardPaymentStrings(resolveVehicleDialogStrings(t));
  return (
    <>
      <PageHeader title={strings['compare.title']} />
      <div className={`container ${drawn.area}`}>
        <CardPricingProvider
          payment={payment}
          strings={paymentStrings}
          lockIcon={<Icon name="lock" className={inventoryStyles.lockIcon} />}
        >
          <CompareIsland
            strings={strings}
            lang={lang}
            visitorStore={visitorStore}
            privateLockedLabel={paymentStrings.privateLocked}
          />
        </CardPricingProvider>
      </div>
    </>
  );
}
