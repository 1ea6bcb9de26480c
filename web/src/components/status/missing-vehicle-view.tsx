import { INVENTORY_ROOT } from '@/lib/inventory/filters';
import { vehicleTitle } from '@/lib/inventory/format';
import { resolveSearchStrings } from '@/lib/inventory/search-strings';
import type { MissingVehicleData } from '@/server/inventory/missing-vehicle';
import type { SiteContext } from '@/server/site/context';
import { cardPaymentStrings } from '../inventory/vehicle-card';
import { VehicleCardGrid } from '../inventory/vehicle-card-grid';
import { resolveVehicleDialogStrings } from '../vehicle-dialogs/strings';
import { StatusView } from './status-view';

/** A sold car's page (410: the catalogue had it) or an unknown VIN's (404), with similar cars in stock. */
export function MissingVehicleView({ site, vin, data }: { site: SiteContext; vin: string; data: MissingVehicleData }) {
  const { t } = site;
  const { record, similar, searchPath, payment } = data;
  const sold = record !== null;
  return (
    <>
      <StatusView
        badge={sold ? '410' : t('notFound.badge')}
        title={t(sold ? 'vehicleGone.title' : 'vehicleMissing.title')}
        subtitle={
          sold ? t('vehicleGone.subtitle', { vehicle: vehicleTitle(record) }) : t('vehicleMissing.subtitle', { vin })
        }
        buttonLabel={t(similar.length > 0 ? 'vehicleGone.search' : 'vehicleGone.browse')}
        buttonHref={similar.length > 0 ? searchPath : INVENTORY_ROOT}
      />
      {similar.length > 0 ? (
        <section
          className="container"
          aria-labelledby="similar-cars"
          style={{ paddingBlockEnd: 'var(--chakra-spacing-10)' }}
          data-testid="similar-cars"
        >
          <h2 id="similar-cars">{t('vehicleGone.similar')}</h2>
          <VehicleCardGrid
            vehicles={similar}
            payment={payment}
            paymentStrings={cardPaymentStrings(resolveVehicleDialogStrings(t))}
            cardStrings={resolveSearchStrings(t, site.lang)}
          />
        </section>
      ) : null}
    </>
  );
}
