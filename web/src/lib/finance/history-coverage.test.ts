import { historyCovered, historyMonths, needsPreviousEntry, type HistoryEntryTime } from './history-coverage';

test.each<[string, HistoryEntryTime[], number, boolean, boolean]>([
  ['nothing yet', [], 0, false, true],
  ['two years at one address', [{ years: 2, months: 0 }], 24, true, false],
  ['one year eleven months', [{ years: 1, months: 11 }], 23, false, true],
  [
    '1y6m + 6m',
    [
      { years: 1, months: 6 },
      { years: 0, months: 6 },
    ],
    24,
    true,
    false,
  ],
  [
    'form strings',
    [
      { years: '1', months: '' },
      { years: '0', months: '11' },
    ],
    23,
    false,
    true,
  ],
  ['ten years', [{ years: 10 }], 120, true, false],
  ['invalid parts count as nothing', [{ years: 'two', months: 13 }], 0, false, true],
  [
    'five short entries: no room for a sixth',
    Array.from({ length: 5 }, () => ({ years: 0, months: 3 })),
    15,
    false,
    false,
  ],
])('%s → %d months, covered %p, ask for another %p', (_, entries, months, covered, needsMore) => {
  expect(historyMonths(entries)).toBe(months);
  expect(historyCovered(entries)).toBe(covered);
  expect(needsPreviousEntry(entries)).toBe(needsMore);
});
