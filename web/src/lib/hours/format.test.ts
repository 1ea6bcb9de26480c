import { formatDayHours, formatTime, summarizeHours, weekHours } from './format';

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
