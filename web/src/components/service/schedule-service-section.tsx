import { legalPath } from '@dealer/schemas/routes';

import { DEFAULT_STORE_TIMEZONE } from '@/lib/service/constants';
import { serviceStores } from '@/server/appointments/scheduling-source';
import type { ServiceSchedule } from '@/lib/service/schedule-page';
import type { SiteContext } from '@/server/site/context';

import { Section } from '../ui/section';
import type { ScheduleAction, ScheduleFormConfig, ScheduleStore } from './schedule-config';
import { ScheduleServiceIsland } from './schedule-service-island';
import { resolveScheduleTexts } from './schedule-texts';

/**
 * The service appointment form on /service/schedule: stores with service hours, and the CMS popular services and
 * the query's choices (loadServiceSchedule).
 */
export function ScheduleServiceSection({
  site,
  schedule,
  title,
  action,
  reschedule,
}: {
  site: SiteContext;
  schedule: ServiceSchedule;
  title: string;
  action: ScheduleAction;
  reschedule: ScheduleAction;
}) {
  const { services, pathname, wanted, appointmentId, offer } = schedule;
  const stores: ScheduleStore[] = serviceStores(site.stores).map((store) => ({
    storeId: store.storeId ?? '',
    name: store.name ?? store.storeId ?? '',
    timezone: store.timezone || DEFAULT_STORE_TIMEZONE,
    workingHours: (store.workingHours ?? []).map(({ day, closed, open, close }) => ({ day, closed, open, close })),
    servicePhone: store.servicePhone ?? store.phone ?? null,
  }));
  if (stores.length === 0) return null;
  const selected = stores.find((store) => store.storeId === site.store?.storeId) ?? stores[0];
  const config: ScheduleFormConfig = {
    stores,
    services,
    defaultStoreId: selected?.storeId ?? '',
    privacyHref: legalPath('privacy-policy'),
    pagePath: pathname,
    preselected: services.filter((service) => wanted.includes(service.opCode)).map((service) => service.opCode),
    appointmentId,
    ...(offer ? { offer } : {}),
    texts: resolveScheduleTexts(site.t),
  };
  const phone = selected?.servicePhone;
  return (
    <Section id="service-schedule-form" title={title}>
      <noscript>
        <p>
          {config.texts.noScript}
          {phone ? (
            <>
              {' '}
              {config.texts.noScriptAt} <a href={`tel:${phone.replace(/[^\d+]/g, '')}`}>{phone}</a>
            </>
          ) : null}
          .
        </p>
      </noscript>
      <ScheduleServiceIsland config={config} action={action} reschedule={reschedule} />
    </Section>
  );
}
