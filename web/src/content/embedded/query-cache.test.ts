import { buildDataset } from './dataset';
import { EMBEDDED_RESULT_TTL_MS, runCachedEmbeddedQuery, runSharedEmbeddedQuery } from './query-cache';

const QUERY = '*[_type == "vehicle"]{make} | order(make asc)';

function freshDataset() {
  return buildDataset('cache-test', [{ _id: 'v1', _type: 'vehicle', make: 'Ford' }], () => ({ width: 1, height: 1 }));
}

describe('runCachedEmbeddedQuery', () => {
  it('answers repeated queries from the cache until the entry expires', async () => {
    const dataset = freshDataset();
    let time = 1_000_000;
    const clock = () => time;
    expect(await runCachedEmbeddedQuery(dataset, QUERY, {}, clock)).toEqual([{ make: 'Ford' }]);

    dataset.documents.push({ _id: 'v2', _type: 'vehicle', make: 'Audi' });
    time += EMBEDDED_RESULT_TTL_MS - 1;
    expect(await runCachedEmbeddedQuery(dataset, QUERY, {}, clock)).toEqual([{ make: 'Ford' }]);

    time += 1;
    expect(await runCachedEmbeddedQuery(dataset, QUERY, {}, clock)).toEqual([{ make: 'Audi' }, { make: 'Ford' }]);
  });

  it('keeps results apart per params', async () => {
    const dataset = freshDataset();
    const byMake = '*[_type == "vehicle" && make == $make]._id';
    expect(await runCachedEmbeddedQuery(dataset, byMake, { make: 'Ford' })).toEqual(['v1']);
    expect(await runCachedEmbeddedQuery(dataset, byMake, { make: 'BMW' })).toEqual([]);
  });

  it('gives every caller its own copy', async () => {
    const dataset = freshDataset();
    const first = (await runCachedEmbeddedQuery(dataset, QUERY)) as { make: string }[];
    first[0]!.make = 'changed';
    first.push({ make: 'extra' });
    expect(await runCachedEmbeddedQuery(dataset, QUERY)).toEqual([{ make: 'Ford' }]);
  });

  it('does not keep a failed query', async () => {
    const dataset = freshDataset();
    await expect(runCachedEmbeddedQuery(dataset, '*[')).rejects.toThrow();
    await expect(runCachedEmbeddedQuery(dataset, '*[')).rejects.toThrow();
  });
});

describe('runSharedEmbeddedQuery', () => {
  it('answers with the one cached result, frozen all the way down, so a reader cannot change it for the next', async () => {
    const dataset = freshDataset();
    const first = (await runSharedEmbeddedQuery(dataset, QUERY)) as { make: string }[];
    expect(await runSharedEmbeddedQuery(dataset, QUERY)).toBe(first);
    expect(Object.isFrozen(first)).toBe(true);
    expect(Object.isFrozen(first[0])).toBe(true);
    expect(() => {
      first[0]!.make = 'changed';
    }).toThrow(TypeError);
    expect(() => first.push({ make: 'extra' })).toThrow(TypeError);
    // The copying reader still gets a copy it may change.
    const copy = (await runCachedEmbeddedQuery(dataset, QUERY)) as { make: string }[];
    copy[0]!.make = 'mine';
    expect(await runSharedEmbeddedQuery(dataset, QUERY)).toEqual([{ make: 'Ford' }]);
  });
});
