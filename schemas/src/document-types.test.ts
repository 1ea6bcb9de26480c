import { DOCUMENT_TYPES } from './constants';

// Jest cannot load the Studio package (ES modules only); its define* helpers return their argument unchanged.
jest.mock('sanity', () => {
  const identity = <T>(value: T): T => value;
  return new Proxy({}, { get: () => identity });
});
jest.mock('@sanity/icons', () => new Proxy({}, { get: () => () => null }));

test('DOCUMENT_TYPES names exactly the Studio’s document and singleton types', async () => {
  const { documentSchemaTypes, singletonSchemaTypes } = await import('./index');
  const types = [...singletonSchemaTypes, ...documentSchemaTypes] as Array<{ name: string; type: string }>;
  expect([...DOCUMENT_TYPES].sort()).toEqual(types.map((type) => type.name).sort());
  for (const type of types) expect(type.type).toBe('document');
});
