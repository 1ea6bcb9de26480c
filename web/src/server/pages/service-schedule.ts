import 'server-only';
import { fetchContent } from '@/content';
import { serviceItemsQuery } from '@/content/queries';
import { DEFAULT_STORE_TIMEZONE } from '@/lib/service/constants';
import type { ServiceSchedule } from '@/lib/service/schedule-page';
import { serviceStores } from '@/server/appointments/scheduling-source';
import { requestPathname, type SiteContext } from '@/server/site/context';
import { loadContentPage, loadSlotPage } from './content-page';
import { runningServiceOffer } from './running-service-offer';

/**
 * /service/schedule, rendered per request: the CMS popular services, and what the form starts from in the query
 * (`?service=` preselects services, `?offer=` a running service offer, `?appointment=` a booking to change).
 */
export async function loadServiceSchedule(site: SiteContext): Promise<ServiceSchedule> {
  const [items, path] = await Promise.all([
    fetchContent({ query: serviceItemsQuery, params: {}, tags: ['serviceItem'] }),
    requestPathname(),
  ]);
  const services = items.flatMap((item) =>
    item.opCode && item.name ? [{ opCode: item.opCode, name: item.name, price: item.price }] : [],
  );
  const [pathname = '/', search = ''] = path.split('?');
  const query = new URLSearchParams(search);
  // The offer runs (or not) on the calendar of the store the form opens with.
  const stores = serviceStores(site.stores);
  const selected = stores.find((store) => store.storeId === site.store?.storeId) ?? stores[0];
  const offer = selected
    ? await runningServiceOffer(query.get('offer'), selected.timezone || DEFAULT_STORE_TIMEZONE)
    : undefined;
  return {
    services,
    pathname,
    wanted: query.getAll('service'),
    appointmentId: query.get('appointment') ?? '',
    offer,
  };
}

/** /service/schedule (route `serviceSchedule`): the page's sections and what the appointment form starts from. */
export async function loadServiceSchedulePage() {
  const { site } = await loadContentPage('serviceSchedule');
  const [page, schedule] = await Promise.all([loadSlotPage('serviceSchedule'), loadServiceSchedule(site)]);
  return { ...page, schedule };
}
