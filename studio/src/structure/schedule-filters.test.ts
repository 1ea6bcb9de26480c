import { evaluate, parse } from 'groq-js';
import { scheduleFilter, type ScheduledType, type ScheduleState } from './schedule-filters';

const timestamp = new Date('2026-03-15T12:00:00Z');

const documents = [
  { _id: 'promo-open', _type: 'promotion' },
  { _id: 'promo-running', _type: 'promotion', startDate: '2026-03-01T00:00:00Z', endDate: '2026-03-31T23:59:00Z' },
  { _id: 'promo-later', _type: 'promotion', startDate: '2026-03-15T12:00:01Z' },
  { _id: 'promo-ended', _type: 'promotion', endDate: '2026-03-15T11:59:59Z' },
  { _id: 'offer-open', _type: 'offer' },
  { _id: 'offer-ends-today', _type: 'offer', startDate: '2026-03-01', endDate: '2026-03-15' },
  { _id: 'offer-starts-today', _type: 'offer', startDate: '2026-03-15' },
  { _id: 'offer-tomorrow', _type: 'offer', startDate: '2026-03-16', endDate: '2026-04-01' },
  { _id: 'offer-ended', _type: 'offer', startDate: '2026-02-01', endDate: '2026-03-14' },
  { _id: 'article', _type: 'article', startDate: '2026-03-01' },
];

async function ids(type: ScheduledType, state: ScheduleState): Promise<string[]> {
  const tree = parse(`*[${scheduleFilter(type, state)}]._id`);
  const result = await evaluate(tree, { dataset: documents, timestamp });
  return ((await result.get()) as string[]).sort();
}

describe('scheduleFilter on groq-js at 2026-03-15T12:00Z', () => {
  test.each<[ScheduledType, ScheduleState, string[]]>([
    ['promotion', 'active', ['promo-open', 'promo-running']],
    ['promotion', 'scheduled', ['promo-later']],
    ['promotion', 'expired', ['promo-ended']],
    ['offer', 'active', ['offer-ends-today', 'offer-open', 'offer-starts-today']],
    ['offer', 'scheduled', ['offer-tomorrow']],
    ['offer', 'expired', ['offer-ended']],
  ])('%s %s', async (type, state, expected) => {
    expect(await ids(type, state)).toEqual(expected);
  });
});
