import {
  countDeliveries,
  nextPollDelay,
  POLL_INTERVAL_MS,
  POLL_TIMEOUT_MS,
  testableRoutingRows,
  testLeadVerdict,
} from './delivery-status';
import type { LeadDelivery } from '@dealer/schemas/lead-delivery';

const delivery = (patch: Partial<LeadDelivery> = {}): LeadDelivery => ({
  id: 'm1',
  leadId: 'l1',
  formType: 'CONTACT_SALES',
  routingKey: 'CONTACT_SALES',
  kind: 'adf',
  recipientDomain: 'crm.example',
  status: 'queued',
  attempts: 0,
  lastError: null,
  createdAt: '2026-11-24T12:00:00.000Z',
  updatedAt: '2026-11-24T12:00:00.000Z',
  sentAt: null,
  nextAttemptAt: '2026-11-24T12:00:00.000Z',
  test: true,
  ...patch,
});

describe('testLeadVerdict', () => {
  it.each<[string, LeadDelivery[], string, boolean, string]>([
    ['no message at all', [], 'no-mail', true, 'No e-mail was queued'],
    ['a queued message', [delivery()], 'waiting', false, 'Queued: 1 message to @crm.example'],
    [
      'a message being sent',
      [delivery({ status: 'sending', attempts: 1 })],
      'waiting',
      false,
      'waiting for the delivery worker',
    ],
    [
      'a delivered message',
      [delivery({ status: 'delivered', attempts: 1 })],
      'delivered',
      true,
      'Delivered: 1 message to @crm.example.',
    ],
    [
      'two delivered messages',
      [
        delivery({ status: 'delivered' }),
        delivery({ id: 'm2', status: 'delivered', recipientDomain: 'store.example' }),
      ],
      'delivered',
      true,
      'Delivered: 2 messages to @crm.example, @store.example.',
    ],
    [
      'a retrying message',
      [delivery({ status: 'retrying', attempts: 2, lastError: 'ECONNREFUSED: connect' })],
      'retrying',
      false,
      'Retrying (2 attempts so far) to @crm.example: ECONNREFUSED: connect.',
    ],
    [
      'a dead message next to a delivered one',
      [
        delivery({ status: 'delivered' }),
        delivery({ id: 'm2', status: 'dead', attempts: 12, lastError: '550 no such user' }),
      ],
      'dead',
      true,
      'Failed after 12 attempts to @crm.example: 550 no such user',
    ],
    [
      'a dead message while another still retries',
      [delivery({ status: 'dead', attempts: 1, lastError: 'x' }), delivery({ id: 'm2', status: 'retrying' })],
      'dead',
      false,
      'Failed after 1 attempt',
    ],
  ])('%s', (_case, deliveries, state, settled, text) => {
    const verdict = testLeadVerdict(deliveries);
    expect(verdict).toMatchObject({ state, settled });
    expect(verdict.text).toContain(text);
  });

  it('uses tones an editor reads at a glance', () => {
    expect(testLeadVerdict([delivery({ status: 'delivered' })]).tone).toBe('positive');
    expect(testLeadVerdict([delivery({ status: 'retrying' })]).tone).toBe('caution');
    expect(testLeadVerdict([delivery({ status: 'dead' })]).tone).toBe('critical');
  });
});

describe('nextPollDelay', () => {
  const waiting = testLeadVerdict([delivery()]);
  const delivered = testLeadVerdict([delivery({ status: 'delivered' })]);
  it.each([
    ['keeps asking while messages wait', waiting, 0, POLL_INTERVAL_MS],
    ['stops once everything is settled', delivered, 0, null],
    ['stops after the time limit even if still waiting', waiting, POLL_TIMEOUT_MS, null],
  ])('%s', (_case, verdict, elapsed, expected) => {
    expect(nextPollDelay(verdict, elapsed)).toBe(expected);
  });
});

describe('countDeliveries', () => {
  it('counts each status', () => {
    expect(
      countDeliveries([
        delivery(),
        delivery({ status: 'dead' }),
        delivery({ status: 'dead' }),
        delivery({ status: 'delivered' }),
      ]),
    ).toEqual({ total: 4, byStatus: { queued: 1, sending: 0, delivered: 1, retrying: 0, dead: 2 } });
  });
});

describe('testableRoutingRows', () => {
  it('lists each form type once with the recipient domain only', () => {
    expect(
      testableRoutingRows([
        { _key: 'a', formType: 'DEFAULT', type: 'text', recipient: 'leads@store.example' },
        { _key: 'b', formType: 'CONTACT_SALES', type: 'adf', recipient: 'crm@crm.example' },
        { _key: 'c', formType: 'CONTACT_SALES', type: 'text', recipient: 'other@x.example' },
        { _key: 'd', type: 'text' },
      ]),
    ).toEqual([
      { key: 'a', formType: 'DEFAULT', recipientDomain: 'store.example', format: 'TEXT' },
      { key: 'b', formType: 'CONTACT_SALES', recipientDomain: 'crm.example', format: 'ADF' },
    ]);
  });

  it('is empty for a document without routing', () => {
    expect(testableRoutingRows(undefined)).toEqual([]);
  });
});
