import { slugify } from '@dealer/schemas/routes';
import { formatMiles } from '@/lib/inventory/format';
import { valueName, type SearchStrings } from '@/lib/inventory/search-strings';
import type { VehiclePageData } from '@/server/inventory/vehicle-page';
import type { SiteContext } from '@/server/site/context';
import { SmartLink } from '../ui/smart-link';
import type { VehiclePageStrings } from './vehicle-page-strings';
import styles from './vdp.module.css';
import panel from './vehicle-panel.module.css';

interface VehicleDetailsProps {
  vehicle: VehiclePageData['vehicle'];
  site: SiteContext;
  s: VehiclePageStrings;
  searchStrings: SearchStrings;
  bodyStyleName: string | null | undefined;
}

/** The vehicle's own facts: key features, the details table and description, all features, the history report. */
export function VehicleDetails({ vehicle, site, s, searchStrings, bodyStyleName }: VehicleDetailsProps) {
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
  return (
    <>
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
          <p className={panel.small}>{s['vdp.page.historyNote']}</p>
        </section>
      ) : null}
    </>
  );
}
