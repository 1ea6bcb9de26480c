import type { ConsentState } from '@/lib/consent';
import { chatTrackEvent } from '@/lib/tracking/chat-event';
import { createDispatcher, gaConsentMode, type TrackingIds, type TrackingSinks } from './dispatcher';

const ALL = ['essential', 'functional', 'analytics', 'targeting'] as const;
const consentOf = (allowed: readonly string[], overrides: Partial<ConsentState> = {}): ConsentState => ({
  tier: 3,
  allowed: allowed as ConsentState['allowed'],
  decided: true,
  gpc: false,
  ...overrides,
});

function setup(ids: TrackingIds, consent: ConsentState | null) {
  const sinks = {
    fbq: jest.fn(),
    gtag: jest.fn(),
    postServerEvent: jest.fn(),
    cookies: () => ({ _fbp: 'fb.1.1.2', email: 'a@b.co', uniqueUserId: 'u1' }),
    now: () => 1_700_000_000_000,
    newEventId: () => 'evt-1',
  } satisfies TrackingSinks;
  return { sinks, dispatcher: createDispatcher(ids, () => consent, sinks) };
}

const BOTH: TrackingIds = { metaPixelId: '123', gaMeasurementId: 'G-TEST' };

describe('tracking dispatcher consent gating', () => {
  test.each<[string, TrackingIds, ConsentState | null, { meta: boolean; ga: boolean }]>([
    ['no consent yet', BOTH, null, { meta: false, ga: false }],
    ['essential only', BOTH, consentOf(['essential']), { meta: false, ga: false }],
    ['analytics only', BOTH, consentOf(['essential', 'functional', 'analytics']), { meta: false, ga: true }],
    ['everything', BOTH, consentOf(ALL), { meta: true, ga: true }],
    ['everything but GPC', BOTH, consentOf(ALL, { gpc: true }), { meta: false, ga: true }],
    [
      'targeting without functional (revoked, tier 2)',
      BOTH,
      consentOf(['essential', 'analytics', 'targeting'], { tier: 2 }),
      { meta: false, ga: true },
    ],
    [
      'everything, no ids configured',
      { metaPixelId: null, gaMeasurementId: null },
      consentOf(ALL),
      { meta: false, ga: false },
    ],
    [
      'everything, only GA configured',
      { metaPixelId: null, gaMeasurementId: 'G-1' },
      consentOf(ALL),
      { meta: false, ga: true },
    ],
  ])('%s', (_label, ids, consent, expected) => {
    const { sinks, dispatcher } = setup(ids, consent);
    dispatcher.track('Lead');
    expect(sinks.fbq.mock.calls.length > 0).toBe(expected.meta);
    expect(sinks.postServerEvent.mock.calls.length > 0).toBe(expected.meta);
    expect(sinks.gtag.mock.calls.length > 0).toBe(expected.ga);
  });

  test('pixel and server event share one event id and the catalogue value', () => {
    const { sinks, dispatcher } = setup(BOTH, consentOf(ALL));
    dispatcher.track('FullCreditApplication');
    expect(sinks.fbq).toHaveBeenCalledWith(
      'trackCustom',
      'FullCreditApplication',
      { value: 50, currency: 'USD' },
      { eventID: 'evt-1' },
    );
    expect(sinks.postServerEvent).toHaveBeenCalledWith(
      expect.objectContaining({
        eventName: 'FullCreditApplication',
        event_id: 'evt-1',
        value: 50,
        fbp: 'fb.1.1.2',
        event_time: 1_700_000_000,
      }),
    );
    expect(sinks.gtag).toHaveBeenCalledWith('event', 'FullCreditApplication', { value: 50, currency: 'USD' });
  });

  test('PageView is a standard pixel event and a GA page_view', () => {
    const { sinks, dispatcher } = setup(BOTH, consentOf(ALL));
    dispatcher.pageView('https://example.com/');
    expect(sinks.fbq).toHaveBeenCalledWith('track', 'PageView', { value: 0, currency: 'USD' }, { eventID: 'evt-1' });
    expect(sinks.gtag).toHaveBeenCalledWith('event', 'page_view', { page_location: 'https://example.com/' });
  });

  test('ConversationStarted from a chat: value 10, the chat name and phone sent to the server only', () => {
    const chat = chatTrackEvent({
      event: 'ConversationStarted',
      customer_name: 'Jane Doe',
      customer_phone: '6305550100',
    });
    if (!chat) throw new Error('expected a chat event');
    const { sinks, dispatcher } = setup(BOTH, consentOf(ALL));
    dispatcher.track(chat.name, chat.value, undefined, chat.userData);
    expect(sinks.postServerEvent).toHaveBeenCalledWith(
      expect.objectContaining({
        eventName: 'ConversationStarted',
        value: 10,
        user_data: { em: 'a@b.co', fn: 'Jane', ln: 'Doe', ph: '6305550100', external_id: 'u1' },
      }),
    );
    expect(sinks.fbq).toHaveBeenCalledWith(
      'trackCustom',
      'ConversationStarted',
      { value: 10, currency: 'USD' },
      { eventID: 'evt-1' },
    );
    // GA gets the event and its value, never contact data.
    expect(sinks.gtag).toHaveBeenCalledWith('event', 'ConversationStarted', { value: 10, currency: 'USD' });
  });

  test('without targeting consent a chat sends no user data anywhere', () => {
    const { sinks, dispatcher } = setup(BOTH, consentOf(['essential', 'functional', 'analytics']));
    dispatcher.track('ConversationStarted', 10, undefined, { fn: 'Jane', ph: '6305550100' });
    expect(sinks.postServerEvent).not.toHaveBeenCalled();
    expect(sinks.fbq).not.toHaveBeenCalled();
    expect(JSON.stringify(sinks.gtag.mock.calls)).not.toContain('Jane');
  });

  test('GA consent mode follows the categories', () => {
    expect(gaConsentMode(consentOf(['essential', 'analytics']))).toEqual({
      analytics_storage: 'granted',
      ad_storage: 'denied',
      ad_user_data: 'denied',
      ad_personalization: 'denied',
    });
    expect(gaConsentMode(consentOf(ALL)).ad_storage).toBe('granted');
  });
});

describe('events log entries', () => {
  test.each<[string, TrackingIds, ConsentState | null, string[], Record<string, string>]>([
    ['everything allowed', BOTH, consentOf(ALL), ['ga4', 'meta-pixel', 'meta-capi'], {}],
    [
      'GPC: targeting withheld',
      BOTH,
      consentOf(['essential', 'functional', 'analytics'], { gpc: true }),
      ['ga4'],
      { 'meta-pixel': 'no-consent', 'meta-capi': 'no-consent' },
    ],
    [
      'GPC with a stale targeting choice',
      BOTH,
      consentOf(ALL, { gpc: true }),
      ['ga4'],
      { 'meta-pixel': 'gpc', 'meta-capi': 'gpc' },
    ],
    [
      'essential only',
      BOTH,
      consentOf(['essential']),
      [],
      { ga4: 'no-consent', 'meta-pixel': 'no-consent', 'meta-capi': 'no-consent' },
    ],
    [
      'no ids configured',
      { metaPixelId: null, gaMeasurementId: null },
      consentOf(ALL),
      [],
      { ga4: 'not-configured', 'meta-pixel': 'not-configured', 'meta-capi': 'not-configured' },
    ],
  ])('%s', (_label, ids, consent, sent, withheld) => {
    const { sinks } = setup(ids, consent);
    const log = jest.fn();
    const dispatcher = createDispatcher(ids, () => consent, sinks, log);
    const entry = dispatcher.send({ name: 'SellTrade', value: 10, eventId: 'lead-1' });
    expect(entry).toMatchObject({ name: 'SellTrade', value: 10, currency: 'USD', eventId: 'lead-1', sent, withheld });
    expect(log).toHaveBeenCalledWith(entry);
  });

  test('a conversion goes to GA4 under its GA4 name and to Meta with the given event id', () => {
    const { sinks, dispatcher } = setup(BOTH, consentOf(ALL));
    dispatcher.send({
      name: 'Contact',
      value: 2,
      eventId: 'lead-42',
      ga4: { name: 'generate_lead', params: { lead_source: 'Contact' } },
    });
    expect(sinks.gtag).toHaveBeenCalledWith('event', 'generate_lead', {
      value: 2,
      currency: 'USD',
      lead_source: 'Contact',
    });
    expect(sinks.fbq).toHaveBeenCalledWith('track', 'Contact', { value: 2, currency: 'USD' }, { eventID: 'lead-42' });
    expect(sinks.postServerEvent).toHaveBeenCalledWith(
      expect.objectContaining({ eventName: 'Contact', event_id: 'lead-42' }),
    );
  });
});
