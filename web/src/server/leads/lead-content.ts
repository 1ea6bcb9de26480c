import 'server-only';
import { fetchPublishedContent } from '@/content';
import {
  dealVehicleQuery,
  leadSettingsQuery,
  leadVehicleStoreQuery,
  staffMemberLeadQuery,
  testDriveHoursQuery,
} from '@/content/queries';
import type { LeadContentSource } from './lead-content-source';

/** Published content only: a lead is routed by the live settings, never by a draft. */
export const leadContent: LeadContentSource = {
  settings: () => fetchPublishedContent({ query: leadSettingsQuery, params: {}, tags: ['siteSettings', 'store'] }),
  staffMember: (slug) => fetchPublishedContent({ query: staffMemberLeadQuery, params: { slug }, tags: ['teamMember'] }),
  testDriveHours: (vin) =>
    fetchPublishedContent({
      query: testDriveHoursQuery,
      params: { vin: vin ?? '' },
      tags: ['vehicle', 'store', 'siteSettings'],
    }),
  vehicleStore: (vin) =>
    fetchPublishedContent({ query: leadVehicleStoreQuery, params: { vin }, tags: ['vehicle', 'store'] }),
  dealVehicle: (vin) => fetchPublishedContent({ query: dealVehicleQuery, params: { vin }, tags: ['vehicle', 'store'] }),
};
