import { buildDataset, parseNdjson } from './dataset';
import { runEmbeddedQuery } from './run-query';

const ndjson = [
  {
    _id: 'store.a',
    _type: 'store',
    name: 'North',
    logo: { light: { _type: 'image', _sanityAsset: 'image@file://./images/logo.svg' } },
  },
  { _id: 'v1', _type: 'vehicle', make: 'Ford', price: 18000, store: { _type: 'reference', _ref: 'store.a' } },
  { _id: 'v2', _type: 'vehicle', make: 'BMW', price: 32000, store: { _type: 'reference', _ref: 'store.missing' } },
  { _id: 'p1', _type: 'promotion', startDate: '2026-01-01T00:00:00Z', endDate: '2026-12-31T00:00:00Z' },
]
  .map((doc) => JSON.stringify(doc))
  .join('\n');

const dataset = buildDataset('test', parseNdjson(`${ndjson}\n\n`), () => ({ width: 200, height: 100 }));

describe('runEmbeddedQuery', () => {
  it('filters with params and follows references through the id map', async () => {
    const result = await runEmbeddedQuery(
      dataset,
      '*[_type == "vehicle" && price < $max]{make, "store": store->name}',
      { max: 20000 },
    );
    expect(result).toEqual([{ make: 'Ford', store: 'North' }]);
  });

  it('returns null for a dangling reference instead of failing', async () => {
    expect(await runEmbeddedQuery(dataset, '*[_id == "v2"][0].store->name')).toBeNull();
  });

  it('reuses a parsed query with different parameter values', async () => {
    const query = '*[_type == "vehicle" && make == $make][0]._id';
    expect(await runEmbeddedQuery(dataset, query, { make: 'Ford' })).toBe('v1');
    expect(await runEmbeddedQuery(dataset, query, { make: 'BMW' })).toBe('v2');
  });

  it('resolves seed images to /media URLs with dimensions', async () => {
    const logo = await runEmbeddedQuery(
      dataset,
      '*[_id == "store.a"][0].logo.light.asset->{url, "w": metadata.dimensions.width}',
    );
    expect(logo).toEqual({ url: '/media/logo.svg', w: 200 });
  });

  it('evaluates now() against the injected clock', async () => {
    const query =
      'count(*[_type == "promotion" && dateTime(startDate) <= dateTime(now()) && dateTime(endDate) >= dateTime(now())])';
    expect(await runEmbeddedQuery(dataset, query, {}, new Date('2026-06-01T00:00:00Z'))).toBe(1);
    expect(await runEmbeddedQuery(dataset, query, {}, new Date('2027-06-01T00:00:00Z'))).toBe(0);
  });
});

describe('parseNdjson', () => {
  it('names the line that is not JSON', () => {
    expect(() => parseNdjson('{"_id":"a"}\n{oops')).toThrow('line 2');
  });
});
