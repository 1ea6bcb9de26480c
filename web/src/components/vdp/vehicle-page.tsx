import { legalPath, pathFor, slugify } from '@dealer/schemas/routes';
import { summarizeHours } from '@/lib/hours/format';
import { filterPath, EMPTY_FILTERS } from '@/lib/inventory/filters';
import { formatMiles, formatPrice, vehicleTitle } from '@/lib/inventory/format';
import { carJsonLd } from '@/lib/inventory/structured-data';
import { isRouteEnabled } from '@/lib/routing/route-access';
import type { VehiclePageData } from '@/server/inventory/vehicle-page';
import { JsonLd } from '../articles/json-ld';
import { cardPaymentStrings, VehicleCard } from '../inventory/vehicle-card';
import { ButtonLink } from '../ui/button-link';
import { SanityImage } from '../ui/sanity-image';
import { SmartLink } from '../ui/smart-link';
import { fill, resolveVehicleDialogStrings } from '../vehicle-dialogs/strings';
import { resolveLeadFormTexts } from '../forms/lead-form-texts';
import { resolveLeadMessageStrings } from '../forms/lead-message-strings';
import { resolveSearchStrings, valueName } from '@/lib/inventory/search-strings';
import type { VehicleDialogContext } from '../vehicle-dialogs/types';
import { resolveGalleryStrings } from './gallery-strings';
import { VehicleDialogButton } from './vehicle-dialog-button';
import { VehicleDialogsProvider } from './vehicle-dialogs-provider';
import { PrivateVehiclePrice, VehiclePayment } from './vehicle-pricing';
import { VehicleGallery } from './vehicle-gallery';
import { resolveVehiclePageStrings } from './vehicle-page-strings';
import styles from './vdp.module.css';
import { AdTagView } from '../tracking/ad-tag-view';

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
  const dropped = price != null && vehicle.oldPrice != null && vehicle.oldPrice > price;
  const store = vehicle.store;
  const baseApr = store?.baseApr;
  const on = (route: Parameters<typeof pathFor>[0]) => isRouteEnabled(route, site.enabledPages);
  const s = resolveVehiclePageStrings(site.t);
  const searchStrings = resolveSearchStrings(site.t, site.lang);
  const bodyStyleName =
    vehicle.bodyStyle?.value && vehicle.bodyStyle.name
      ? valueName(searchStrings, 'bodyStyle', vehicle.bodyStyle.value, vehicle.bodyStyle.name)
      : vehicle.bodyStyle?.name;
  const details: [string, string | null | undefined][] = [
    [s['vdp.page.condition'], vehicle.condition ? searchStrings[`search.condition.${vehicle.condition}`] : null],
    [s['vdp.page.mileage'], vehicle.mileage != null ? formatMiles(vehicle.mileage) : null],
    [s['vdp.page.bodyStyle'], bodyStyleName],
    [s['vdp.page.exteriorColor'], vehicle.exteriorColor],
    [s['vdp.page.interiorColor'], vehicle.interiorColor],
    [s['vdp.page.engine'], vehicle.engine],
    [s['vdp.page.transmission'], vehicle.transmission],
    [s['vdp.page.drivetrain'], vehicle.drivetrain],
    [
      s['vdp.page.fuel'],
      vehicle.fuelType ? valueName(searchStrings, 'fuel', slugify(vehicle.fuelType), vehicle.fuelType) : null,
    ],
    [s['vdp.page.doors'], vehicle.doors != null ? String(vehicle.doors) : null],
    [s['vdp.page.vin'], vehicle.vin],
    [s['vdp.page.stockNumber'], vehicle.stockNumber],
  ];
  const mapsLink =
    store?.map?.latitude != null && store.map.longitude != null
      ? `https://www.google.com/maps/dir/?api=1&destination=${store.map.latitude},${store.map.longitude}`
      : null;
  const dialogs: VehicleDialogContext = {
    vehicle: {
      vin: vehicle.vin ?? '',
      year: vehicle.year ?? 0,
      make: vehicle.make ?? '',
      model: vehicle.model ?? '',
      trim: vehicle.trim ?? undefined,
      stockNumber: vehicle.stockNumber ?? undefined,
      url: path,
      miles: vehicle.mileage ?? undefined,
      doors: vehicle.doors ?? undefined,
      bodystyle: vehicle.bodyStyle?.name ?? undefined,
      transmission: vehicle.transmission ?? undefined,
      exteriorcolor: vehicle.exteriorColor ?? undefined,
      fuelType: vehicle.fuelType ?? undefined,
      price: price ?? undefined,
      condition: vehicle.condition ?? undefined,
    },
    title,
    price,
    baseAprPercent: baseApr ?? null,
    documentaryFee: store?.fees?.documentary ?? null,
    storeName: store?.name ?? site.settings?.siteName ?? '',
    timeZone: site.stores.find((entry) => entry._id === store?._id)?.timezone ?? null,
    salesHours: store?.salesHours ?? [],
    cookieTier,
    dealerName: store?.name ?? site.settings?.siteName ?? 'the dealership',
    privacyHref: legalPath('privacy-policy'),
    applyFinancingHref: on('applyFinancing') ? pathFor('applyFinancing') : null,
    valueTradeHref: on('sellTrade') ? pathFor('sellTrade') : null,
    // The visitor's saved terms and a private vehicle's price are merged in the browser (VehicleDialogsProvider).
    terms: null,
    privateVehicleId: privateId,
    strings: resolveVehicleDialogStrings(site.t),
    formTexts: resolveLeadFormTexts(site.t),
    messages: resolveLeadMessageStrings(site.t),
    lang: site.lang,
  };
  const contactLink = (label: string) =>
    on('contact') ? (
      <ButtonLink href={pathFor('contact')} variant="outline">
        {label}
      </ButtonLink>
    ) : null;
  const similarLink = vehicle.bodyStyle?.value
    ? filterPath({ ...EMPTY_FILTERS, bodyStyle: vehicle.bodyStyle.value })
    : pathFor('carsForSale');
  return (
    <VehicleDialogsProvider context={dialogs}>
      <div className="container">
        {vehicle.vin ? (
          <AdTagView kind="itemView" vehicles={[{ vin: vehicle.vin, price }]} viewKey={vehicle.vin} />
        ) : null}
        <JsonLd
          data={carJsonLd({
            url: path,
            origin,
            vin: vehicle.vin ?? '',
            condition: vehicle.condition,
            year: vehicle.year,
            make: vehicle.make,
            model: vehicle.model,
            trim: vehicle.trim,
            price,
            mileage: vehicle.mileage,
            exteriorColor: vehicle.exteriorColor,
            interiorColor: vehicle.interiorColor,
            transmission: vehicle.transmission,
            drivetrain: vehicle.drivetrain,
            fuelType: vehicle.fuelType,
            bodyStyle: vehicle.bodyStyle?.name ?? null,
            doors: vehicle.doors,
            description: vehicle.description,
            imageUrls: images.flatMap((image) => (image.asset?.url ? [image.asset.url] : [])),
            showOffer: !vehicle.isPrivate,
            seller: store
              ? {
                  name: store.name,
                  addressLine1: store.addressLine1,
                  city: store.city,
                  stateShort: store.stateShort,
                  zip: store.zip,
                  phone: store.phone,
                }
              : null,
          })}
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

            {vehicle.keyFeatures && vehicle.keyFeatures.length > 0 ? (
              <section className={styles.section} aria-labelledby="vdp-key-features">
                <h2 id="vdp-key-features">{s['vdp.page.keyFeatures']}</h2>
                <ul className={styles.features}>
                  {vehicle.keyFeatures.map((feature) => (
                    <li key={feature}>{feature}</li>
                  ))}
                </ul>
              </section>
            ) : null}

            <section className={styles.section} aria-labelledby="vdp-details">
              <h2 id="vdp-details">{s['vdp.page.details']}</h2>
              <dl className={styles.details}>
                {details
                  .filter((entry): entry is [string, string] => Boolean(entry[1]))
                  .map(([label, value]) => (
                    <div key={label}>
                      <dt>{label}</dt>
                      <dd>{value}</dd>
                    </div>
                  ))}
              </dl>
              {vehicle.description ? <p>{vehicle.description}</p> : null}
            </section>

            {vehicle.features && vehicle.features.length > 0 ? (
              <section className={styles.section} aria-labelledby="vdp-features">
                <h2 id="vdp-features">{s['vdp.page.allFeatures']}</h2>
                <ul className={styles.features}>
                  {vehicle.features.map((feature) => (
                    <li key={feature}>{feature}</li>
                  ))}
                </ul>
              </section>
            ) : null}

            {vehicle.historyReportUrl ? (
              <section className={styles.section} aria-labelledby="vdp-history">
                <h2 id="vdp-history">{s['vdp.page.history']}</h2>
                <p>
                  <SmartLink href={vehicle.historyReportUrl} newTabHint={site.t('nav.newTab')}>
                    {s['vdp.page.historyLink']}
                  </SmartLink>
                </p>
                <p className={styles.small}>{s['vdp.page.historyNote']}</p>
              </section>
            ) : null}
          </div>

          <aside className={styles.actions} aria-label={s['vdp.page.actions']}>
            <section className={styles.panel} aria-labelledby="vdp-price-title">
              <h2 id="vdp-price-title">{s['vdp.page.price']}</h2>
              {privateId ? (
                <PrivateVehiclePrice
                  id={privateId}
                  unlockLabel={dialogs.strings['vdp.unlock.open']}
                  lockedContact={contactLink(s['vdp.page.contact'])}
                  unlockedContact={contactLink(s['vdp.page.ask'])}
                  strings={s}
                />
              ) : (
                <>
                  {price != null ? (
                    <div>
                      <span className={styles.price}>{formatPrice(price)}</span>
                      {dropped ? (
                        <p className={styles.small}>
                          <span className={styles.oldPrice}>
                            <span className="visually-hidden">{s['vdp.page.was']} </span>
                            {formatPrice(vehicle.oldPrice ?? 0)}
                          </span>{' '}
                          <span className={styles.drop}>
                            {fill(s['vdp.page.priceDrop'], { amount: formatPrice((vehicle.oldPrice ?? 0) - price) })}
                          </span>
                        </p>
                      ) : null}
                      {vehicle.msrp && vehicle.msrp > price ? (
                        <p className={styles.small}>{fill(s['vdp.page.msrp'], { price: formatPrice(vehicle.msrp) })}</p>
                      ) : null}
                    </div>
                  ) : null}
                  {contactLink(price != null ? s['vdp.page.ask'] : s['vdp.page.contact'])}
                </>
              )}
            </section>

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
                strings={s}
              />
            ) : null}

            {on('applyFinancing') ? (
              <section className={styles.panel} aria-labelledby="vdp-preapproval">
                <h2 id="vdp-preapproval">{s['vdp.page.preApproval']}</h2>
                <p className={styles.small}>{s['vdp.page.preApprovalText']}</p>
                <ButtonLink href={pathFor('applyFinancing')}>{s['vdp.page.preApproval']}</ButtonLink>
              </section>
            ) : null}

            <section className={styles.panel} aria-labelledby="vdp-test-drive">
              <h2 id="vdp-test-drive">{s['vdp.page.testDrive']}</h2>
              <p className={styles.small}>
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

            {store ? (
              <section className={styles.panel} aria-labelledby="vdp-store">
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
                  <dl className={styles.terms}>
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
            ) : null}
          </aside>
        </div>

        {vehicle.similar && vehicle.similar.length > 0 ? (
          <section
            className={styles.section}
            aria-labelledby="vdp-similar"
            style={{ marginBottom: 'var(--chakra-spacing-10)' }}
          >
            <h2 id="vdp-similar">{dialogs.strings['vdp.similar.title']}</h2>
            <ul className={styles.similar}>
              {vehicle.similar.map((card) => (
                <li key={card._id}>
                  <VehicleCard
                    vehicle={card}
                    paymentStrings={cardPaymentStrings(dialogs.strings)}
                    cardStrings={searchStrings}
                    payment={
                      baseApr != null
                        ? { baseAprPercent: baseApr, documentaryFee: store?.fees?.documentary ?? null }
                        : null
                    }
                  />
                </li>
              ))}
            </ul>
            <p>
              <a href={similarLink}>
                {dialogs.strings['vdp.similar.more'].replace('{bodyStyle}', bodyStyleName ?? 'vehicles')}
              </a>
            </p>
          </section>
        ) : null}
      </div>
    </VehicleDialogsProvider>
  );
}
