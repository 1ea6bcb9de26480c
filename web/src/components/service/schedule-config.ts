import type { DayHoursLike } from '@/lib/service/slots';
import type { ScheduleOutcome } from '@/server/appointments/schedule-appointment';
import type { ScheduleOffer, ScheduleService } from '@/lib/service/schedule-page';

import type { ScheduleTexts } from './schedule-texts';

/** A store the visitor can book at (service department and hours), as the form needs it. */
export interface ScheduleStore {
  storeId: string;
  name: string;
  timezone: string;
  workingHours: DayHoursLike[];
  servicePhone: string | null;
}

/**
 * A CMS popular service (op code, name, price text), and the running service offer the visitor came from
 * (`?offer=<offerId>`, looked up on the server).
 */
export type { ScheduleOffer, ScheduleService };

export interface ScheduleFormConfig {
  stores: ScheduleStore[];
  services: ScheduleService[];
  /** The visitor's selected store when it takes appointments, else the first service store. */
  defaultStoreId: string;
  privacyHref: string;
  pagePath: string;
  /** Services ticked from the start (a service offer's link: `?service=LOF01`). */
  preselected: string[];
  /** `?appointment=SA-…` opens the form in reschedule mode with that number. */
  appointmentId: string;
  /** Shown as "Offer: <name>" and sent with the booking (its notes and the SERVICE lead). */
  offer?: ScheduleOffer;
  /** Labels, states and toasts in the site's language (CMS uiStrings `service.form.*`, English fallback). */
  texts: ScheduleTexts;
}

export type ScheduleAction = (fields: Record<string, unknown>, idempotencyKey: string) => Promise<ScheduleOutcome>;
