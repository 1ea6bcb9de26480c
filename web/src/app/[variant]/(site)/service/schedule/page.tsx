import { ContentPageWithSlot } from '@/components/finance/content-page-with-slot';
import { ScheduleServiceSection } from '@/components/service/schedule-service-section';
import { SERVICE_STRINGS } from '@/components/service/service-strings';
import { contentPageMetadata } from '@/server/pages/content-page';
import { loadServiceSchedulePage } from '@/server/pages/service-schedule';

import { rescheduleServiceAction, scheduleServiceAction } from './actions';

/** Rendered per request: the form starts from the query (`?service=`, `?offer=`, `?appointment=`). */
export const dynamic = 'force-dynamic';

/** /service/schedule (route `serviceSchedule`): the CMS sections with the appointment form before the FAQ. */
export const generateMetadata = () => contentPageMetadata('serviceSchedule');

export default async function Page() {
  const { heading, sections, site, schedule } = await loadServiceSchedulePage();
  return (
    <ContentPageWithSlot heading={heading} sections={sections} site={site}>
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
