import type { ConsentState } from '@/lib/consent';
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
