/**
 * GROQ filters for the Marketing lists "Active now", "Scheduled" and "Expired". They use `now()` so the lists move
 * by themselves, and match what the site shows (web/src/content/queries.ts): a missing start or end is open.
 * Promotions have datetimes; offers have dates (`YYYY-MM-DD`), compared with today's UTC date.
 */
export type ScheduleState = 'active' | 'scheduled' | 'expired';
export type ScheduledType = 'promotion' | 'offer';

export const SCHEDULE_STATES: readonly ScheduleState[] = ['active', 'scheduled', 'expired'];

export const SCHEDULE_TITLES: Record<ScheduleState, string> = {
  active: 'Active now',
  scheduled: 'Scheduled',
  expired: 'Expired',
};

const NOW: Record<ScheduledType, string> = {
  promotion: 'dateTime(now())',
  offer: 'string::split(now(), "T")[0]',
};

const value = (type: ScheduledType, field: 'startDate' | 'endDate') =>
  type === 'promotion' ? `dateTime(${field})` : field;

/** The `filter()` of a document list of `type` in `state`. */
export function scheduleFilter(type: ScheduledType, state: ScheduleState): string {
  const now = NOW[type];
  const start = value(type, 'startDate');
  const end = value(type, 'endDate');
  switch (state) {
    case 'active':
      return `_type == "${type}" && (!defined(startDate) || ${start} <= ${now}) && (!defined(endDate) || ${end} >= ${now})`;
    case 'scheduled':
      return `_type == "${type}" && defined(startDate) && ${start} > ${now}`;
    case 'expired':
      return `_type == "${type}" && defined(endDate) && ${end} < ${now}`;
  }
}
