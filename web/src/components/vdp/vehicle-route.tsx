import type { VehicleCondition } from '@dealer/schemas/routes';
import { cookies } from 'next/headers';
import { fetchContent } from '@/content';
import { leadSettingsQuery } from '@/content/queries';
import { isProfileValid, readProfile } from '@/lib/profile/visitor-profile';
import { loadVehiclePage, pageOrigin, vehiclePageMetadata } from '@/server/inventory/vehicle-page';
import { parseTerms, PERSONALIZED_TERMS_COOKIE } from '@/lib/profile/personalized-terms';
import { estimateTerms } from './payment-estimate';
import { VehiclePage } from './vehicle-page';

export interface VehicleRouteProps {
  params: Promise<{ vehicle: string }>;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}

/**
 * The vehicle route (`/:condition-cars-for-sale/:year-:makeModel-:vin`) is three folders in app/, one per condition:
 * Next.js segments cannot mix a parameter with literal text. Each folder exports this page and metadata.
 */
export function vehicleRoute(condition: VehicleCondition) {
  return {
    generateMetadata: async ({ params }: VehicleRouteProps) => vehiclePageMetadata(condition, (await params).vehicle),
    Page: async function VehicleRoutePage({ params, searchParams }: VehicleRouteProps) {
      const [{ vehicle }, query, jar] = await Promise.all([params, searchParams, cookies()]);
      const [data, origin, leadSettings] = await Promise.all([
        loadVehiclePage(condition, vehicle),
        pageOrigin(),
        fetchContent({ query: leadSettingsQuery, params: {}, tags: ['siteSettings', 'store'] }),
      ]);
      const cookieJar = Object.fromEntries(jar.getAll().map((cookie) => [cookie.name, cookie.value]));
      // Saved terms personalise every payment; a saved (valid) profile is the private-inventory pass.
      const savedTerms = parseTerms(cookieJar[PERSONALIZED_TERMS_COOKIE]);
      return (
        <VehiclePage
          {...data}
          origin={origin}
          termsFor={(price) => estimateTerms(query, price, savedTerms)}
          savedTerms={savedTerms}
          unlocked={isProfileValid(readProfile(cookieJar))}
          cookieTier={leadSettings.settings?.cookieTier ?? null}
        />
      );
    },
  };
}
