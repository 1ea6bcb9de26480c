/**
 * Where the Studio keeps the site's LEAD_TEST_SECRET: a document in the dataset's private `secrets.` path (ids with a
 * dot are never served to unauthenticated readers, even from a public dataset), the approach of Sanity's
 * studio-secrets plugin. Never in a SANITY_STUDIO_* variable: those are baked into the public Studio bundle.
 * Anyone who can read the dataset in the Studio can use it; an editor enters it once per dataset.
 */
export const LEAD_TEST_SECRET_ID = 'secrets.dealerLeadTest';
export const LEAD_TEST_SECRET_TYPE = 'dealerStudioSecret';

interface SecretDocument {
  _id: string;
  _type: string;
  secret?: unknown;
}

/** The parts of the Studio's client this needs (a SanityClient from `useClient`). */
export interface SecretClient {
  getDocument(id: string): Promise<SecretDocument | undefined>;
  createOrReplace(document: SecretDocument & { secret: string }): Promise<unknown>;
}

export async function readLeadTestSecret(client: SecretClient): Promise<string | null> {
  const document = await client.getDocument(LEAD_TEST_SECRET_ID);
  return typeof document?.secret === 'string' && document.secret.trim() ? document.secret.trim() : null;
}

/** A secret shorter than this is a typo or a placeholder, not LEAD_TEST_SECRET. */
export const MIN_SECRET_LENGTH = 16;

export async function saveLeadTestSecret(client: SecretClient, secret: string): Promise<void> {
  const value = secret.trim();
  if (value.length < MIN_SECRET_LENGTH) throw new Error(`The secret has at least ${MIN_SECRET_LENGTH} characters`);
  await client.createOrReplace({ _id: LEAD_TEST_SECRET_ID, _type: LEAD_TEST_SECRET_TYPE, secret: value });
}
