import { pickLanguage } from '@/lib/i18n/pick-language';
import { isHrefAvailable } from '@/lib/routing/route-access';
import { LocationsList } from '../company/locations-list';
import { Section } from '../ui/section';
import styles from './sections.module.css';
import type { SectionWithDataProps } from './types';

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

/**
 * Lots and locations with addresses, directions and (where inventory exists) an inventory link; nearest first
 * once the visitor shares a position (LocationsList), else in the editor's order.
 */
export function LocationsSection({ id, section, site, data: { locations } }: SectionWithDataProps<'locationsSection'>) {
  if (locations.length === 0) return null;
  const { t } = site;
  return (
    <Section id={id} title={section.title}>
      <LocationsList
        locations={locations.map((location) => ({
          _id: location._id,
          name: location.name,
          subname: location.subname,
          addressLine1: location.addressLine1,
          addressLine2: location.addressLine2,
          // The note tells hours and days: in the page's language where the CMS has it.
          note: pickLanguage(location.note, location.noteEs, site.lang),
          directionsHref: directionsHref(location),
          inventoryHref: isHrefAvailable(location.inventoryLink, site.enabledPages) ? location.inventoryLink : null,
          coordinates: location.coordinates
            ? { latitude: location.coordinates.latitude, longitude: location.coordinates.longitude }
            : null,
          storeId: location.storeId ?? null,
        }))}
        storeChoice={
          site.stores.length > 1
            ? {
                selectedStoreId: site.store?.storeId ?? null,
                labels: {
                  choose: t('storePicker.choose'),
                  chosen: t('storePicker.chosen'),
                },
                className: styles.storeChoice,
              }
            : null
        }
        labels={{
          directions: t('locations.directions'),
          newTab: t('nav.newTab'),
          inventory: t('locations.inventory'),
          nearest: t('locations.nearest'),
          sorted: t('locations.sorted'),
          away: t('locations.away'),
        }}
        listClassName={styles.gridWide}
        cardClassName={styles.card}
        titleClassName={styles.cardTitle}
        eyebrowClassName={styles.eyebrow}
        addressClassName={styles.address}
        noteClassName={`${styles.small} ${styles.muted}`}
        actionsClassName={styles.actions}
      />
    </Section>
  );
}
