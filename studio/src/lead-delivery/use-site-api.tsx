import { Button, Card, Stack, Text, TextInput } from '@sanity/ui';
import { useCallback, useEffect, useMemo, useState, type FormEvent } from 'react';
import { useClient } from 'sanity';
import { SANITY_API_VERSION } from '@dealer/schemas/constants';
import { previewUrl } from '../env';
import { MIN_SECRET_LENGTH, readLeadTestSecret, saveLeadTestSecret, type SecretClient } from './lead-test-secret';
import { createSiteApi, type SiteApi } from './site-api';

export type SiteApiState =
  | { kind: 'loading' }
  | { kind: 'missing-secret'; save: (secret: string) => Promise<void> }
  | { kind: 'ready'; api: SiteApi; forget: () => void }
  | { kind: 'error'; message: string };

/** The signed site client, once the secret has been read from the dataset's private path. */
export function useSiteApi(): SiteApiState {
  const client = useClient({ apiVersion: SANITY_API_VERSION }) as unknown as SecretClient;
  const [secret, setSecret] = useState<string | null | undefined>(undefined);
  const [error, setError] = useState<string | null>(null);

  useEffect(() => {
    let active = true;
    readLeadTestSecret(client)
      .then((value) => active && setSecret(value))
      .catch(() => active && setError('Could not read the saved secret (do you have access to this dataset?)'));
    return () => {
      active = false;
    };
  }, [client]);

  const save = useCallback(
    async (value: string) => {
      await saveLeadTestSecret(client, value);
      setSecret(value.trim());
    },
    [client],
  );

  return useMemo((): SiteApiState => {
    if (error) return { kind: 'error', message: error };
    if (secret === undefined) return { kind: 'loading' };
    if (secret === null) return { kind: 'missing-secret', save };
    return { kind: 'ready', api: createSiteApi({ siteUrl: previewUrl, secret }), forget: () => setSecret(null) };
  }, [error, save, secret]);
}

/** Asks once per dataset for the site's LEAD_TEST_SECRET. */
export function SecretForm({ save }: { save: (secret: string) => Promise<void> }) {
  const [value, setValue] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setBusy(true);
    setProblem(null);
    save(value)
      .catch((reason: unknown) => setProblem(reason instanceof Error ? reason.message : 'Could not save the secret'))
      .finally(() => setBusy(false));
  };
  return (
    <form onSubmit={submit}>
      <Stack space={3}>
        <Text size={1}>
          The Studio talks to the site at <code>{previewUrl}</code> with signed requests. Paste the site’s{' '}
          <code>LEAD_TEST_SECRET</code> (ask whoever runs the site). It is saved in this dataset’s private{' '}
          <code>secrets.</code> path, readable only by signed-in Studio users.
        </Text>
        <TextInput
          type="password"
          autoComplete="off"
          aria-label="LEAD_TEST_SECRET of the site"
          value={value}
          onChange={(event) => setValue(event.currentTarget.value)}
        />
        {problem ? (
          <Card tone="critical" padding={2} radius={2}>
            <Text size={1}>{problem}</Text>
          </Card>
        ) : null}
        <Button
          type="submit"
          text="Save secret"
          tone="primary"
          disabled={busy || value.trim().length < MIN_SECRET_LENGTH}
        />
      </Stack>
    </form>
  );
}
