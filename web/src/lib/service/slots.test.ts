import { SERVICE_SLOT_MINUTES, SLOT_MESSAGES } from './constants';
import { checkSlot, dateLabel, firstOpenDate, openSlots, serviceHoursOn, slotLabel, slotTimes } from './slots';
import { wallClockAt, weekdayOf, zonedToUtc } from './zoned-time';

const week = (saturday: [string, string] | 'closed') =>
  ['monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday'].map((day) => {
    if (day === 'sunday' || (day === 'saturday' && saturday === 'closed')) return { day, closed: true };
    const [open, close] = day === 'saturday' ? (saturday as [string, string]) : ['07:30', '18:00'];
    return { day, closed: false, open, close };
  });

const aurora = { timezone: 'America/Chicago', workingHours: week(['08:00', '14:00']) };
const orlandPark = { timezone: 'America/Chicago', workingHours: week('closed') };
// Tuesday 24 November 2026, 09:00 in Chicago (CST, UTC−6).
const NOW = new Date('2026-11-24T15:00:00Z');

describe('timezone', () => {
  test.each([
    ['2026-11-24', '09:00', 'America/Chicago', '2026-11-24T15:00:00.000Z'], // CST
    ['2026-07-01', '09:00', 'America/Chicago', '2026-07-01T14:00:00.000Z'], // CDT
    ['2026-03-08', '07:30', 'America/Chicago', '2026-03-08T12:30:00.000Z'], // the morning DST starts
    ['2026-11-01', '07:30', 'America/Chicago', '2026-11-01T13:30:00.000Z'], // the morning DST ends
    ['2026-11-24', '09:00', 'America/New_York', '2026-11-24T14:00:00.000Z'],
  ])('%s %s in %s is %s', (date, time, zone, iso) => {
    expect(zonedToUtc(date, time, zone).toISOString()).toBe(iso);
    expect(wallClockAt(new Date(iso), zone)).toMatchObject({ date, time });
  });

  test.each([
    ['2026-11-24', 'tuesday'],
    ['2026-11-29', 'sunday'],
    ['2028-02-29', 'tuesday'],
  ])('%s is a %s', (date, weekday) => expect(weekdayOf(date)).toBe(weekday));
});

describe('service hours and slots', () => {
  test.each([
    [aurora, '2026-11-24', { open: 450, close: 1080 }],
    [aurora, '2026-11-28', { open: 480, close: 840 }],
    [aurora, '2026-11-29', null],
    [orlandPark, '2026-11-28', null],
  ])('hours on %#', (store, date, hours) => expect(serviceHoursOn(store, date)).toEqual(hours));

  test('a weekday has slots from opening, each ending by closing', () => {
    const times = slotTimes(aurora, '2026-11-25');
    expect(times[0]).toBe('07:30');
    expect(times.at(-1)).toBe('17:30');
    expect(times).toHaveLength((18 * 60 - 7.5 * 60) / SERVICE_SLOT_MINUTES);
  });

  test('today offers only slots at least an hour ahead', () => {
    expect(openSlots(aurora, '2026-11-24', NOW)[0]).toBe('10:00');
  });

  test('the first open day skips Sunday (and a closed Saturday)', () => {
    const sundayNight = new Date('2026-11-29T04:00:00Z'); // Saturday 22:00 in Chicago
    expect(firstOpenDate(aurora, sundayNight)).toBe('2026-11-30');
    expect(firstOpenDate(orlandPark, new Date('2026-11-27T23:30:00Z'))).toBe('2026-11-30');
  });

  test('stores without hours have no slots', () => {
    expect(slotTimes({ timezone: null, workingHours: null }, '2026-11-24')).toEqual([]);
  });
});

describe('checkSlot', () => {
  test.each([
    ['2026-11-25', '07:30', true, undefined],
    ['2026-11-25', '17:30', true, undefined],
    ['2026-11-28', '13:30', true, undefined],
    ['2026-11-24', '10:00', true, undefined],
    ['2026-11-29', '10:00', false, 'closedDay'], // Sunday
    ['2026-11-25', '07:00', false, 'outsideHours'], // before opening
    ['2026-11-25', '17:45', false, 'outsideHours'], // would end after closing
    ['2026-11-25', '19:00', false, 'outsideHours'],
    ['2026-11-28', '14:00', false, 'outsideHours'], // Saturday closes at 14:00
    ['2026-11-25', '08:15', false, 'offGrid'],
    ['2026-11-24', '09:30', false, 'past'], // within the hour's notice
    ['2026-11-23', '10:00', false, 'past'],
    ['2027-01-25', '10:00', false, 'tooFar'],
  ])('%s %s → ok %p (%s)', (date, time, ok, problem) => {
    const check = checkSlot(aurora, date, time, NOW);
    expect(check.ok).toBe(ok);
    if (!check.ok) {
      expect(check.problem).toBe(problem);
      expect(check.message).toBe(SLOT_MESSAGES[check.problem]);
    }
  });

  test('a booked slot runs one slot length from the store-local start', () => {
    const check = checkSlot(aurora, '2026-11-25', '07:30', NOW);
    expect(check).toEqual({
      ok: true,
      start: new Date('2026-11-25T13:30:00Z'),
      end: new Date('2026-11-25T14:00:00Z'),
    });
  });

  test('Orland Park is closed on Saturdays', () => {
    expect(checkSlot(orlandPark, '2026-11-28', '09:00', NOW)).toMatchObject({ ok: false, problem: 'closedDay' });
  });
});

test.each([
  ['07:30', '7:30 AM'],
  ['12:00', '12:00 PM'],
  ['17:30', '5:30 PM'],
  ['00:00', '12:00 AM'],
])('slot label %s → %s', (time, label) => expect(slotLabel(time)).toBe(label));

test('date label', () => expect(dateLabel('2026-11-30')).toBe('Monday, November 30, 2026'));

test('the confirmation calendar file has the slot in UTC', async () => {
  const { eventIcs } = await import('./ics');
  const ics = eventIcs({
    uid: 'SA-ABCDEFGH',
    start: new Date('2026-11-25T13:30:00Z'),
    end: new Date('2026-11-25T14:00:00Z'),
    summary: 'Service appointment; Aurora, IL',
    created: NOW,
  });
  expect(ics).toContain('DTSTART:20261125T133000Z\r\nDTEND:20261125T140000Z');
  expect(ics).toContain('SUMMARY:Service appointment\\; Aurora\\, IL');
});
