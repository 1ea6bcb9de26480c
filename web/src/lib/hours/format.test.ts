import { dayName, formatDayHours, formatTime, summarizeHours, weekHours } from './format';

test.each([
  ['09:00', '9AM'],
  ['18:00', '6PM'],
  ['17:30', '5:30PM'],
  ['00:00', '12AM'],
  ['12:00', '12PM'],
  ['9:15', '9:15AM'],
  ['25:00', '25:00'],
  ['noon', 'noon'],
])('formatTime(%s) = %s', (input, expected) => {
  expect(formatTime(input)).toBe(expected);
});

const sales = [
  ...['monday', 'tuesday', 'wednesday', 'thursday', 'friday'].map((day) => ({ day, open: '09:00', close: '18:00' })),
  { day: 'saturday', open: '09:00', close: '17:00' },
  { day: 'sunday', closed: true },
];

test('formatDayHours', () => {
  expect(formatDayHours(sales[0])).toBe('9AM - 6PM');
  expect(formatDayHours(sales[6])).toBe('Closed');
  expect(formatDayHours(undefined, 'Cerrado')).toBe('Cerrado');
});

test('weekHours lists seven days, missing days closed', () => {
  const week = weekHours([{ day: 'monday', open: '08:00', close: '12:00' }]);
  expect(week).toHaveLength(7);
  expect(week[0]).toEqual({ day: 'monday', label: 'Monday', short: 'Mon', hours: '8AM - 12PM' });
  expect(week[6]?.hours).toBe('Closed');
});

test('summarizeHours merges consecutive equal days', () => {
  expect(summarizeHours(sales)).toEqual([
    { days: 'Mon - Fri', hours: '9AM - 6PM' },
    { days: 'Sat', hours: '9AM - 5PM' },
    { days: 'Sun', hours: 'Closed' },
  ]);
});

describe('day names and times through Intl in the page language', () => {
  test.each<[string, 'short' | 'long', 'en' | 'es', string]>([
    ['thursday', 'long', 'en', 'Thursday'],
    ['thursday', 'long', 'es', 'jueves'],
    ['monday', 'short', 'en', 'Mon'],
    ['monday', 'short', 'es', 'lun'],
    ['sunday', 'long', 'es', 'domingo'],
    ['saturday', 'short', 'es', 'sáb'],
    ['someday', 'long', 'es', 'someday'],
  ])('dayName(%p, %p, %p) = %p', (day, style, lang, expected) => {
    expect(dayName(day, style, lang)).toBe(expected);
  });

  test.each<[string, string]>([
    ['09:00', '9 a.m.'],
    ['18:30', '6:30 p.m.'],
    ['00:00', '12 a.m.'],
    ['12:00', '12 p.m.'],
    ['25:00', '25:00'],
  ])('formatTime(%p) in Spanish = %p', (input, expected) => {
    // Intl may separate the period with a no-break space.
    expect(formatTime(input, 'es').replace(/\s/g, ' ')).toBe(expected);
  });

  test('a Spanish week: capitalised day labels, Spanish times and the closed label', () => {
    const week = weekHours(sales, 'Cerrado', 'es');
    expect(week[3]).toMatchObject({ day: 'thursday', label: 'Jueves', short: 'Jue' });
    expect(week[6]).toMatchObject({ label: 'Domingo', hours: 'Cerrado' });
    expect(summarizeHours(sales, 'Cerrado', 'es').map((row) => row.days)).toEqual(['Lun - Vie', 'Sáb', 'Dom']);
    expect(summarizeHours(sales, 'Cerrado', 'es')[0]?.hours.replace(/\s/g, ' ')).toBe('9 a.m. - 6 p.m.');
  });
});
