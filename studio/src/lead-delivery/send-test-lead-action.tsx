import { EnvelopeIcon } from '@sanity/icons';
import { Box, Button, Card, Flex, Select, Spinner, Stack, Text } from '@sanity/ui';
import { useEffect, useRef, useState } from 'react';
import type { DocumentActionComponent, DocumentActionProps } from 'sanity';
import {
  formatTime,
  nextPollDelay,
  STATUS_LABEL,
  testableRoutingRows,
  testLeadVerdict,
  type TestLeadVerdict,
} from './delivery-status';
import type { LeadDelivery } from '@dealer/schemas/lead-delivery';
import { SiteApiError, type SiteApi } from './site-api';
import { SecretForm, useSiteApi } from './use-site-api';

type Run =
  | { phase: 'idle' }
  | { phase: 'sending'; formType: string }
  | {
      phase: 'polling' | 'done';
      formType: string;
      leadId: string;
      deliveries: LeadDelivery[];
      verdict: TestLeadVerdict | null;
    }
  | { phase: 'failed'; message: string; secretRejected: boolean };

/**
 * "Send test lead" on the site settings: pushes the sample lead of one routing row's form type through the site's
 * real lead pipeline (signed `POST /api/studio/test-lead`) and follows its delivery until it is delivered, dead, or
 * a minute has passed.
 */
export const SendTestLeadAction: DocumentActionComponent = (props: DocumentActionProps) => {
  const [open, setOpen] = useState(false);
  return {
    label: 'Send test lead',
    icon: EnvelopeIcon,
    title: 'Send a sample lead through the live lead pipeline and see whether it is delivered',
    onHandle: () => setOpen(true),
    dialog: open
      ? {
          type: 'dialog',
          header: 'Send a test lead',
          onClose: () => setOpen(false),
          content: <TestLeadDialog published={props.published} hasDraft={Boolean(props.draft)} />,
        }
      : null,
  };
};
SendTestLeadAction.displayName = 'SendTestLeadAction';

function TestLeadDialog({ published, hasDraft }: { published: DocumentActionProps['published']; hasDraft: boolean }) {
  const site = useSiteApi();
  if (site.kind === 'loading') return <Spinner muted />;
  if (site.kind === 'error') return <Notice tone="critical" text={site.message} />;
  if (site.kind === 'missing-secret') return <SecretForm save={site.save} />;
  return <TestLeadRunner api={site.api} forget={site.forget} rows={published?.leadRouting} hasDraft={hasDraft} />;
}

function TestLeadRunner({
  api,
  forget,
  rows,
  hasDraft,
}: {
  api: SiteApi;
  forget: () => void;
  rows: unknown;
  hasDraft: boolean;
}) {
  const choices = testableRoutingRows(rows);
  const [formType, setFormType] = useState(choices[0]?.formType ?? 'DEFAULT');
  const [run, setRun] = useState<Run>({ phase: 'idle' });
  const startedAt = useRef(0);

  const fail = (error: unknown) =>
    setRun({
      phase: 'failed',
      message: error instanceof Error ? error.message : 'Something went wrong',
      secretRejected: error instanceof SiteApiError && error.status === 401,
    });

  const send = () => {
    setRun({ phase: 'sending', formType });
    api
      .sendTestLead(formType)
      .then(({ id }) => {
        startedAt.current = Date.now();
        setRun({ phase: 'polling', formType, leadId: id, deliveries: [], verdict: null });
      })
      .catch(fail);
  };

  const leadId = run.phase === 'polling' ? run.leadId : null;
  useEffect(() => {
    if (!leadId) return undefined;
    let timer: ReturnType<typeof setTimeout> | undefined;
    let active = true;
    const poll = () => {
      api
        .deliveries({ leadId })
        .then((deliveries) => {
          if (!active) return;
          const verdict = testLeadVerdict(deliveries);
          const delay = nextPollDelay(verdict, Date.now() - startedAt.current);
          setRun((current) =>
            current.phase === 'polling'
              ? { ...current, deliveries, verdict, phase: delay === null ? 'done' : 'polling' }
              : current,
          );
          if (delay !== null) timer = setTimeout(poll, delay);
        })
        .catch((error: unknown) => active && fail(error));
    };
    poll();
    return () => {
      active = false;
      if (timer) clearTimeout(timer);
    };
  }, [api, leadId]);

  if (choices.length === 0) {
    return (
      <Notice
        tone="caution"
        text="The published site settings have no lead routing rows yet. Add and publish one first."
      />
    );
  }
  const busy = run.phase === 'sending' || run.phase === 'polling';
  return (
    <Stack space={4}>
      <Text size={1}>
        Sends the sample lead of a form type (“Test Lead”, test.lead@example.com) through the site’s real pipeline:
        stored, routed by the <strong>published</strong> routing, e-mailed by the delivery worker. The recipient gets a
        real e-mail.
      </Text>
      {hasDraft ? (
        <Notice tone="caution" text="This document has unpublished changes: the test uses the published routing." />
      ) : null}
      <Flex gap={2} align="center">
        <Box flex={1}>
          <Select
            aria-label="Routing row to test"
            value={formType}
            disabled={busy}
            onChange={(event) => setFormType(event.currentTarget.value)}
          >
            {choices.map((choice) => (
              <option key={choice.key} value={choice.formType}>
                {choice.formType} → {choice.format ?? '?'} to @{choice.recipientDomain ?? 'no recipient'}
              </option>
            ))}
          </Select>
        </Box>
        <Button text="Send test lead" tone="primary" icon={EnvelopeIcon} onClick={send} disabled={busy} />
      </Flex>
      <RunStatus run={run} forget={forget} />
    </Stack>
  );
}

function RunStatus({ run, forget }: { run: Run; forget: () => void }) {
  switch (run.phase) {
    case 'idle':
      return null;
    case 'sending':
      return <Notice tone="primary" text={`Sending the ${run.formType} sample…`} />;
    case 'failed':
      return (
        <Stack space={2}>
          <Notice tone="critical" text={run.message} />
          {run.secretRejected ? <Button text="Enter the secret again" mode="ghost" onClick={forget} /> : null}
        </Stack>
      );
    case 'polling':
    case 'done': {
      const verdict = run.verdict;
      const text = verdict
        ? `${verdict.text}${run.phase === 'done' && !verdict.settled ? ' (Still going: see the Lead delivery tool.)' : ''}`
        : 'Lead stored; asking for its delivery status…';
      return (
        <Stack space={3}>
          <Notice tone={verdict?.tone ?? 'primary'} text={text} busy={run.phase === 'polling'} />
          <Text size={1} muted>
            Lead id <code>{run.leadId}</code>
          </Text>
          {run.deliveries.map((delivery) => (
            <Text key={delivery.id} size={1}>
              {delivery.kind.toUpperCase()} to @{delivery.recipientDomain} via {delivery.routingKey}:{' '}
              {STATUS_LABEL[delivery.status]}, {delivery.attempts} attempt{delivery.attempts === 1 ? '' : 's'}
              {delivery.sentAt ? `, sent ${formatTime(delivery.sentAt)}` : ''}
            </Text>
          ))}
        </Stack>
      );
    }
  }
}

function Notice({ tone, text, busy = false }: { tone: TestLeadVerdict['tone']; text: string; busy?: boolean }) {
  return (
    <Card tone={tone} padding={3} radius={2} border>
      <Flex gap={2} align="center">
        {busy ? <Spinner muted /> : null}
        <Text size={1}>{text}</Text>
      </Flex>
    </Card>
  );
}
