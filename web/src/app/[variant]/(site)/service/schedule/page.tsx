import { ContentPageWithSlot } from '@/components/finance/content-page-with-slot';
import { contentPageMetadata, loadContentPage } from '@/components/page/content-page';
import { ScheduleServiceSection } from '@/components/service/schedule-service-section';
import { SERVICE_STRINGS } from '@/components/service/service-strings';
import { loadServiceSchedule } from '@/server/pages/service-schedule';

import { rescheduleServiceAction, scheduleServiceAction } from './actions';

/** Rendered per request: the form starts from the query (`?service=`, `?offer=`, `?appointment=`). */
export const dynamic = 'force-dynamic';

/** /service/schedule (route `serviceSchedule`): the CMS sections with the appointment form before the FAQ. */
export const generateMetadata = () => contentPageMetadata('serviceSchedule');

export default async function Page() {
  const { site } = await loadContentPage('serviceSchedule');
  const schedule = await loadServiceSchedule(site);
  return (
    <ContentPageWithSlot route="serviceSchedule">
      <ScheduleServiceSection
        site={site}
        schedule={schedule}
        title={site.t(SERVICE_STRINGS.scheduleTitle.key, undefined, SERVICE_STRINGS.scheduleTitle.en)}
        action={scheduleServiceAction}
        reschedule={rescheduleServiceAction}
      />
    </ContentPageWithSlot>
  );
}
