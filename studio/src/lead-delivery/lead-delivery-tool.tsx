import { EnvelopeIcon, SyncIcon } from '@sanity/icons';
import { Badge, Box, Button, Card, Container, Flex, Heading, Spinner, Stack, Text } from '@sanity/ui';
import { useCallback, useEffect, useState, type CSSProperties } from 'react';
import type { Tool } from 'sanity';
import { previewUrl } from '../env';
import type { LeadDelivery } from '@dealer/schemas/lead-delivery';
import { countDeliveries, formatTime, STATUS_LABEL, STATUS_TONE } from './delivery-status';
import { SiteApiError, type SiteApi } from './site-api';
import { SecretForm, useSiteApi } from './use-site-api';

const REFRESH_MS = 15_000;
const LIMIT = 100;

const cell: CSSProperties = {
  padding: '6px 8px',
  borderBottom: '1px solid var(--card-border-color, #ddd)',
  textAlign: 'left',
  verticalAlign: 'top',
};

const HEADINGS = ['Created', 'Form type', 'Routing', 'Format', 'To', 'Status', 'Attempts', 'Last error', 'Updated'];

function DeliveryTable({ api, forget }: { api: SiteApi; forget: () => void }) {
  const [deliveries, setDeliveries] = useState<LeadDelivery[] | null>(null);
  const [problem, setProblem] = useState<{ message: string; secretRejected: boolean } | null>(null);
  const [loadedAt, setLoadedAt] = useState<string | null>(null);

  const load = useCallback(() => {
    api
      .deliveries({ limit: LIMIT })
      .then((rows) => {
        setDeliveries(rows);
        setProblem(null);
        setLoadedAt(new Date().toISOString());
      })
      .catch((error: unknown) =>
        setProblem({
          message: error instanceof Error ? error.message : 'Could not load deliveries',
          secretRejected: error instanceof SiteApiError && error.status === 401,
        }),
      );
  }, [api]);

  useEffect(() => {
    load();
    const timer = setInterval(load, REFRESH_MS);
    return () => clearInterval(timer);
  }, [load]);

  const counts = deliveries ? countDeliveries(deliveries) : null;
  return (
    <Stack space={4}>
      <Flex gap={2} align="center" wrap="wrap">
        {counts
          ? (Object.keys(counts.byStatus) as Array<keyof typeof counts.byStatus>).map((status) => (
              <Badge key={status} tone={STATUS_TONE[status]}>
                {STATUS_LABEL[status]}: {counts.byStatus[status]}
              </Badge>
            ))
          : null}
        <Box flex={1} />
        {loadedAt ? (
          <Text size={1} muted>
            Updated {formatTime(loadedAt)}
          </Text>
        ) : null}
        <Button icon={SyncIcon} text="Refresh" mode="ghost" onClick={load} />
      </Flex>
      {problem ? (
        <Card tone="critical" padding={3} radius={2} border>
          <Stack space={2}>
            <Text size={1}>{problem.message}</Text>
            {problem.secretRejected ? <Button text="Enter the secret again" mode="ghost" onClick={forget} /> : null}
          </Stack>
        </Card>
      ) : null}
      {deliveries === null && !problem ? <Spinner muted /> : null}
      {deliveries && deliveries.length === 0 ? <Text size={1}>No lead e-mails yet.</Text> : null}
      {deliveries && deliveries.length > 0 ? (
        <Card radius={2} border overflow="auto">
          <table style={{ borderCollapse: 'collapse', width: '100%', fontSize: 13 }}>
            <thead>
              <tr>
                {HEADINGS.map((heading) => (
                  <th key={heading} style={cell}>
                    {heading}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {deliveries.map((delivery) => (
                <tr key={delivery.id}>
                  <td style={cell}>{formatTime(delivery.createdAt)}</td>
                  <td style={cell}>
                    <code>{delivery.formType}</code>
                    {delivery.test ? ' (test)' : ''}
                  </td>
                  <td style={cell}>{delivery.routingKey}</td>
                  <td style={cell}>{delivery.kind.toUpperCase()}</td>
                  <td style={cell}>@{delivery.recipientDomain}</td>
                  <td style={cell}>
                    <Badge tone={STATUS_TONE[delivery.status]}>{STATUS_LABEL[delivery.status]}</Badge>
                    {delivery.nextAttemptAt && delivery.status === 'retrying'
                      ? ` next ${formatTime(delivery.nextAttemptAt)}`
                      : ''}
                  </td>
                  <td style={cell}>{delivery.attempts}</td>
                  <td style={{ ...cell, maxWidth: 360, wordBreak: 'break-word' }}>{delivery.lastError ?? '—'}</td>
                  <td style={cell}>{formatTime(delivery.sentAt ?? delivery.updatedAt)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </Card>
      ) : null}
    </Stack>
  );
}

/** Recent lead e-mails and their delivery status (asks for the secret first when none is saved). */
export function LeadDeliveryPanel() {
  const site = useSiteApi();
  return (
    <Stack space={4}>
      <Text size={1} muted>
        The last {LIMIT} lead e-mails of the site at <code>{previewUrl}</code>: form type, the routing row that applies,
        format, recipient domain, status, attempts and the last error. No names, addresses or messages. Refreshes every{' '}
        {REFRESH_MS / 1000} seconds.
      </Text>
      {site.kind === 'loading' ? <Spinner muted /> : null}
      {site.kind === 'error' ? (
        <Card tone="critical" padding={3} radius={2} border>
          <Text size={1}>{site.message}</Text>
        </Card>
      ) : null}
      {site.kind === 'missing-secret' ? <SecretForm save={site.save} /> : null}
      {site.kind === 'ready' ? <DeliveryTable api={site.api} forget={site.forget} /> : null}
    </Stack>
  );
}

/** The "Lead delivery" tool in the Studio's top bar. */
function LeadDeliveryScreen() {
  return (
    <Container width={5} padding={4}>
      <Stack space={4}>
        <Heading as="h1" size={2}>
          Lead delivery
        </Heading>
        <LeadDeliveryPanel />
      </Stack>
    </Container>
  );
}

/** The same list as a tab of Settings → Lead routing. */
export const LeadDeliveryView = () => (
  <Box padding={4}>
    <LeadDeliveryPanel />
  </Box>
);

export const leadDeliveryTool: Tool = {
  name: 'lead-delivery',
  title: 'Lead delivery',
  icon: EnvelopeIcon,
  component: LeadDeliveryScreen,
};
