import { LEAD_TEST_SECRET_ID, readLeadTestSecret, saveLeadTestSecret, type SecretClient } from './lead-test-secret';

function memoryClient(initial?: Record<string, unknown>) {
  const documents = new Map<string, { _id: string; _type: string; secret?: unknown }>();
  if (initial) documents.set(LEAD_TEST_SECRET_ID, { _id: LEAD_TEST_SECRET_ID, _type: 'x', ...initial });
  const client: SecretClient = {
    getDocument: async (id) => documents.get(id),
    createOrReplace: async (document) => {
      documents.set(document._id, document);
      return document;
    },
  };
  return { client, documents };
}

describe('lead test secret', () => {
  it('is kept in a private secrets. path document', () => {
    expect(LEAD_TEST_SECRET_ID.startsWith('secrets.')).toBe(true);
  });

  it.each([
    ['no document', undefined, null],
    ['an empty secret', { secret: '  ' }, null],
    ['a non-string secret', { secret: 42 }, null],
    ['a saved secret', { secret: ' abc ' }, 'abc'],
  ])('reads %s', async (_case, initial, expected) => {
    expect(await readLeadTestSecret(memoryClient(initial).client)).toBe(expected);
  });

  it('saves a trimmed secret and refuses one that is too short to be real', async () => {
    const { client, documents } = memoryClient();
    await expect(saveLeadTestSecret(client, 'short')).rejects.toThrow(/at least 16/);
    await saveLeadTestSecret(client, '  0123456789abcdef0123  ');
    expect(documents.get(LEAD_TEST_SECRET_ID)).toMatchObject({ secret: '0123456789abcdef0123' });
    expect(await readLeadTestSecret(client)).toBe('0123456789abcdef0123');
  });
});
