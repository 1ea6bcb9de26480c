import { fetchContent } from '@/content';
import { locationsQuery } from '@/content/queries';
import { isHrefAvailable } from '@/lib/routing/route-access';
import { ButtonLink } from '../ui/button-link';
import { Section } from '../ui/section';
import styles from './sections.module.css';
import type { SectionProps } from './types';

/** Google Maps directions: the location's own link, else one built from its coordinates. */
export function directionsHref(location: {
  googleMapsLink?: string | null;
  coordinates?: { latitude?: number | null; longitude?: number | null } | null;
}): string | null {
  if (location.googleMapsLink) return location.googleMapsLink;
  const { latitude, longitude } = location.coordinates ?? {};
  if (typeof latitude !== 'number' || typeof longitude !== 'number') return null;
  return `https://www.google.com/maps/dir/?api=1&destination=${latitude},${longitude}`;
}

/** Lots and locations with addresses, directions and (where inventory exists) an inventory link. */
export async function LocationsSection({ section, site }: SectionProps<'locationsSection'>) {
  const locations = await fetchContent({ query: locationsQuery, params: {}, tags: ['location'] });
  if (locations.length === 0) return null;
  return (
    <Section id={section._key} title={section.title}>
      <ul className={styles.gridWide}>
        {locations.map((location) => {
          const directions = directionsHref(location);
          return (
            <li key={location._id} className={styles.card}>
              <h3 className={styles.cardTitle}>{location.name}</h3>
              {location.subname ? <p className={styles.eyebrow}>{location.subname}</p> : null}
              <address className={styles.address}>
                {location.addressLine1}
                {location.addressLine2 ? (
                  <>
                    <br />
                    {location.addressLine2}
                  </>
                ) : null}
              </address>
              {location.note ? <p className={`${styles.small} ${styles.muted}`}>{location.note}</p> : null}
              <div className={styles.actions}>
                {directions ? (
                  <ButtonLink href={directions} variant="outline">
                    Get directions
                  </ButtonLink>
                ) : null}
                {isHrefAvailable(location.inventoryLink, site.enabledPages) ? (
                  <ButtonLink href={location.inventoryLink}>View inventory</ButtonLink>
                ) : null}
              </div>
            </li>
          );
        })}
      </ul>
    </Section>
  );
}
