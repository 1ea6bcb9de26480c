import { pathFor } from '@dealer/schemas/routes';
import { formatMiles, vehicleTitle } from '@/lib/inventory/format';
import { resolveSearchStrings, valueName } from '@/lib/inventory/search-strings';
import { isRouteEnabled } from '@/lib/routing/route-access';
import type { VehiclePageData } from '@/server/inventory/vehicle-page';
import { SaveControls } from '../garage/save-controls';
import { SaveVehicleControl } from '../garage/save-vehicle-control';
import { resolveGarageStrings, saveControlStrings, saveVehicleWords } from '@/lib/garage/strings';
import { dealPath } from '@/lib/deal/deal-path';
import { interpolate } from '@/lib/i18n/interpolate';
import { PopupTriggerButton } from '../popups/popup-trigger-button';
import { AdTagView } from '../tracking/ad-tag-view';
import { ButtonLink } from '../ui/button-link';
import { SanityImage } from '../ui/sanity-image';
import { fill } from '../vehicle-dialogs/strings';
import { resolveGalleryStrings } from './gallery-strings';
import { SimilarVehicles } from './similar-vehicles';
import { VehicleDetails } from './vehicle-details';
import { VehicleDialogButton } from './vehicle-dialog-button';
import { vehicleDialogContext } from './vehicle-dialog-context';
import { VehicleDialogsProvider } from './vehicle-dialogs-provider';
import { VehicleGallery } from './vehicle-gallery';
import { VehicleJsonLd } from './vehicle-json-ld';
import { estimateStrings, resolveVehiclePageStrings } from './vehicle-page-strings';
import { VehiclePricePanel } from './vehicle-price-panel';
import { VehiclePayment } from './vehicle-pricing';
import { VehicleStorePanel } from './vehicle-store-panel';
import { Icon } from '../ui/icon';
import styles from './vdp.module.css';
import panel from './vehicle-panel.module.css';

interface VehiclePageProps extends VehiclePageData {
  origin: string;
  cookieTier: number | null;
}

/**
 * The vehicle detail page: gallery, price, payment, prompts, details, features, store. The same for every visitor
 * (cached): a private vehicle's price never leaves the server here; the payment and a private price are islands.
 */
export function VehiclePage({ vehicle, path, site, origin, cookieTier }: VehiclePageProps) {
  const title = vehicleTitle(vehicle);
  const images = (vehicle.images ?? []).filter((image) => image.asset?.url);
  const privateId = vehicle.isPrivate ? vehicle._id : null;
  const price = privateId ? null : (vehicle.price ?? null);
  const store = vehicle.store;
  const baseApr = store?.baseApr;
  const on = (route: Parameters<typeof pathFor>[0]) => isRouteEnabled(route, site.enabledPages);
  const s = resolveVehiclePageStrings(site.t);
  const garageStrings = resolveGarageStrings(site.t);
  const saveWords = saveVehicleWords(garageStrings);
  const searchStrings = resolveSearchStrings(site.t, site.lang);
  const bodyStyleName =
    vehicle.bodyStyle?.value && vehicle.bodyStyle.name
      ? valueName(searchStrings, 'bodyStyle', vehicle.bodyStyle.value, vehicle.bodyStyle.name)
      : vehicle.bodyStyle?.name;
  const dialogs = vehicleDialogContext({ vehicle, path, site, title, price, privateId, cookieTier });
  const contactLink = (label: string) =>
    on('contact') ? (
      <ButtonLink href={pathFor('contact')} variant="outline">
        {label}
      </ButtonLink>
    ) : null;
  return (
    <VehicleDialogsProvider context={dialogs}>
      <div className="container">
        {vehicle.vin ? (
          <AdTagView kind="itemView" vehicles={[{ vin: vehicle.vin, price }]} viewKey={vehicle.vin} />
        ) : null}
        <VehicleJsonLd
          vehicle={vehicle}
          path={path}
          origin={origin}
          price={price}
          imageUrls={images.flatMap((image) => (image.asset?.url ? [image.asset.url] : []))}
        />
        <div className={styles.page}>
          <div>
            <h1 className={styles.title}>{title}</h1>
            <p className={styles.subtitle}>
              {[vehicle.trim, vehicle.mileage != null ? formatMiles(vehicle.mileage) : null, store?.city]
                .filter(Boolean)
                .join(' · ')}
            </p>
            {images.length > 0 ? (
              <VehicleGallery
                title={title}
                strings={resolveGalleryStrings(site.t)}
                slides={images.map((image, index) => (
                  <SanityImage
                    key={image._key}
                    image={image}
                    sizes="(min-width: 80rem) 52rem, (min-width: 64rem) 60vw, 100vw"
                    priority={index === 0}
                  />
                ))}
                thumbs={images.map((image) => (
                  <SanityImage key={image._key} image={image} sizes="5rem" alt="" />
                ))}
                full={images.map((image) => (
                  <SanityImage key={image._key} image={image} sizes="100vw" />
                ))}
              />
            ) : null}

            <VehicleDetails
              vehicle={vehicle}
              site={site}
              s={s}
              searchStrings={searchStrings}
              bodyStyleName={bodyStyleName}
            />
          </div>

          <aside className={panel.actions} aria-label={s['vdp.page.actions']}>
            <VehiclePricePanel
              vehicle={vehicle}
              price={price}
              privateId={privateId}
              unlockLabel={dialogs.strings['vdp.unlock.open']}
              s={s}
              contactLink={contactLink}
            />
            {vehicle.vin ? (
              <SaveVehicleControl vin={vehicle.vin} price={price} title={title} words={saveWords} placement="page" />
            ) : null}
            <PopupTriggerButton
              id="price-alert"
              label={s['vdp.page.priceAlert']}
              vehicle={
                vehicle.vin
                  ? {
                      vin: vehicle.vin,
                      year: vehicle.year ?? undefined,
                      make: vehicle.make ?? undefined,
                      model: vehicle.model ?? undefined,
                      trim: vehicle.trim ?? undefined,
                      stockNumber: vehicle.stockNumber ?? undefined,
                      price: price ?? undefined,
                    }
                  : undefined
              }
            />

            {baseApr != null && vehicle.year && (privateId || price != null) ? (
              <VehiclePayment
                privateId={privateId}
                price={price}
                year={vehicle.year}
                baseAprPercent={baseApr}
                documentaryFee={store?.fees?.documentary ?? null}
                labels={{
                  personalized: dialogs.strings['vdp.price.personalized'],
                  locked: dialogs.strings['vdp.price.locked'],
                  adjust: dialogs.strings['vdp.price.adjust'],
                  open: dialogs.strings['vdp.price.open'],
                }}
                lockIcon={<Icon name="lock" className={styles.lockIcon} />}
                strings={estimateStrings(s)}
              />
            ) : null}
            {vehicle.vin && on('deal') && (privateId || price != null) ? (
              <p className={styles.dealLink}>
                <a
                  href={dealPath(vehicle.vin)}
                  aria-label={interpolate(garageStrings['garage.deal.name'], { vehicle: title })}
                  data-testid="vdp-deal"
                >
                  {garageStrings['garage.deal']}
                </a>
              </p>
            ) : null}

            {on('applyFinancing') ? (
              <section className={panel.panel} aria-labelledby="vdp-preapproval">
                <h2 id="vdp-preapproval">{s['vdp.page.preApproval']}</h2>
                <p className={panel.small}>{s['vdp.page.preApprovalText']}</p>
                <ButtonLink href={pathFor('applyFinancing')}>{s['vdp.page.preApproval']}</ButtonLink>
              </section>
            ) : null}

            <section className={panel.panel} aria-labelledby="vdp-test-drive">
              <h2 id="vdp-test-drive">{s['vdp.page.testDrive']}</h2>
              <p className={panel.small}>
                {store?.name ? `${fill(s['vdp.page.testDriveAt'], { store: store.name })} ` : null}
                {s['vdp.page.testDriveText']}
              </p>
              <VehicleDialogButton kind="testDrive" label={dialogs.strings['vdp.testDrive.open']} />
              {store?.phone ? (
                <ButtonLink href={`tel:${store.phone.replace(/[^\d+]/g, '')}`} variant="outline">
                  {fill(s['vdp.page.call'], { phone: store.phone })}
                </ButtonLink>
              ) : null}
            </section>

            {store ? <VehicleStorePanel store={store} site={site} s={s} /> : null}
          </aside>
        </div>

        <SimilarVehicles
          vehicle={vehicle}
          strings={dialogs.strings}
          searchStrings={searchStrings}
          bodyStyleName={bodyStyleName}
          saveWords={saveWords}
        />
      </div>
      {/* One island for every Save control of the page: this car's and the similar cars'. */}
      <SaveControls strings={saveControlStrings(garageStrings)} />
    </VehicleDialogsProvider>
  );
}
