import { randomBytes, randomUUID } from 'node:crypto';
import { leads } from '../db/schema';
import { testBackends, type OpenedBackend } from '../db/testing/test-backends';
import { parseKeyRing } from './key-ring';
import { decryptJson, encryptJson, envelopeKeyId } from './lead-crypto';
import { rotateLeadCiphertexts } from './rotate-keys';

jest.setTimeout(60_000);

const oldKey = randomBytes(32);
const newKey = randomBytes(32);
const foreignKey = randomBytes(32);
const ring = parseKeyRing(`2026-12:${newKey.toString('base64')},${oldKey.toString('base64')}`);

const row = (ciphertext: string | null) => ({
  id: randomUUID(),
  formType: 'FULL_CREDIT_APP',
  storeId: 'store-1',
  idempotencyKey: randomUUID(),
  payload: {},
  sensitiveCiphertext: ciphertext,
});

describe.each(testBackends())('npm run keys:rotate (%s)', (_name, backend) => {
  let store: OpenedBackend;
  beforeAll(async () => {
    store = await backend.open();
  }, 60_000);
  afterAll(() => store.close());

  test('re-encrypts old-key rows under the current key, leaves current and unreadable ones, reports counts', async () => {
    const secrets = Array.from({ length: 5 }, (_, index) => ({ ssn: `12345678${index}` }));
    const olds = secrets.slice(0, 3).map((secret) => row(encryptJson(secret, oldKey)));
    const current = row(encryptJson(secrets[3], ring));
    const foreign = row(encryptJson(secrets[4], foreignKey));
    await store.db.insert(leads).values([...olds, current, foreign, row(null)]);

    const report = await rotateLeadCiphertexts(store.db, ring);
    expect(report).toEqual({ rotated: 3, current: 1, unreadable: [foreign.id] });

    const after = new Map(
      (await store.db.select({ id: leads.id, ciphertext: leads.sensitiveCiphertext }).from(leads)).map((lead) => [
        lead.id,
        lead.ciphertext,
      ]),
    );
    olds.forEach((lead, index) => {
      const ciphertext = after.get(lead.id) ?? '';
      expect(envelopeKeyId(ciphertext)).toBe('2026-12');
      // Readable with the new key alone: the old one can now be dropped.
      expect(decryptJson(ciphertext, parseKeyRing(`2026-12:${newKey.toString('base64')}`))).toEqual(secrets[index]);
    });
    expect(after.get(current.id)).toBe(current.sensitiveCiphertext);
    expect(after.get(foreign.id)).toBe(foreign.sensitiveCiphertext);

    // A second run finds nothing left to do.
    expect(await rotateLeadCiphertexts(store.db, ring)).toEqual({ rotated: 0, current: 4, unreadable: [foreign.id] });
  });
});
