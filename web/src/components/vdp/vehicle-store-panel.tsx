import { summarizeHours } from '@/lib/hours/format';
import type { VehiclePageData } from '@/server/inventory/vehicle-page';
import type { SiteContext } from '@/server/site/context';
import { SmartLink } from '../ui/smart-link';
import type { VehiclePageStrings } from './vehicle-page-strings';
import panel from './vehicle-panel.module.css';

type Store = NonNullable<VehiclePageData['vehicle']['store']>;

/** Where the vehicle is: the store's address, sales hours and a directions link. */
export function VehicleStorePanel({ store, site, s }: { store: Store; site: SiteContext; s: VehiclePageStrings }) {
  const mapsLink =
    store.map?.latitude != null && store.map.longitude != null
      ? `https://www.google.com/maps/dir/?api=1&destination=${store.map.latitude},${store.map.longitude}`
      : null;
  return (
    <section className={panel.panel} aria-labelledby="vdp-store">
      <h2 id="vdp-store">{s['vdp.page.store']}</h2>
      <address style={{ fontStyle: 'normal' }}>
        <strong>{store.name}</strong>
        <br />
        {store.addressLine1}
        {store.addressLine2 ? (
          <>
            <br />
            {store.addressLine2}
          </>
        ) : null}
        <br />
        {[store.city, [store.stateShort, store.zip].filter(Boolean).join(' ')].filter(Boolean).join(', ')}
      </address>
      {store.salesHours && store.salesHours.length > 0 ? (
        <dl className={panel.terms}>
          {summarizeHours(store.salesHours, site.t('hours.closed', {}, 'Closed'), site.lang).map((group) => (
            <div key={group.days} style={{ display: 'contents' }}>
              <dt>{group.days}</dt>
              <dd>{group.hours}</dd>
            </div>
          ))}
        </dl>
      ) : null}
      {mapsLink ? (
        <SmartLink href={mapsLink} newTabHint={site.t('nav.newTab')}>
          {s['vdp.page.directions']}
        </SmartLink>
      ) : null}
    </section>
  );
}
