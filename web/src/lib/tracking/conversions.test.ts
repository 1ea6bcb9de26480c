import { LEAD_FORM_TYPES } from '@dealer/schemas/constants';
import { AD_TAG_EVENTS, FLOW_CONVERSIONS, GA4_LEAD_EVENT, leadConversion } from './conversions';
import {
  adTagTrackEvent,
  alertConfirmedTrackEvents,
  leadTrackEvents,
  offerAcceptedTrackEvents,
  offerShownTrackEvents,
  serviceBookedTrackEvents,
  vehicleOfBody,
} from './track-events';

describe('conversion map: each flow’s success and its USD value', () => {
  test.each([
    ['UNLOCK_INVENTORY', 'UnlockInventory', 5],
    ['UNLOCK_PRICE', 'Personalize', 20],
    ['SCHEDULE_TEST_DRIVE', 'Schedule', 20],
    ['SERVICE', 'Schedule', 20],
    ['SELL_OR_TRADE', 'SellTrade', 10],
    ['APPLY_FINANCING', 'SubmitApplication', 2],
    ['FULL_CREDIT_APP', 'FullCreditApplication', 50],
    ['DEAL_SHEET', 'DealSheet', 30],
    ['CONTACT_SALES', 'Contact', 2],
    ['CONTACT_DEALERSHIP', 'Contact', 2],
    ['CONTACT_FINANCE', 'Contact', 2],
    ['CONTACT_SERVICE', 'Contact', 2],
    ['CAREERS', 'Contact', 2],
    ['STAFF_MEMBER', 'Contact', 2],
    ['DEFAULT', 'Contact', 2],
  ] as const)('%s → %s (%d USD)', (form, name, value) => {
    expect(leadConversion(form)).toMatchObject({ name, value });
  });

  test('every lead form type has a conversion', () => {
    for (const form of LEAD_FORM_TYPES) expect(leadConversion(form).value).toBeGreaterThan(0);
  });

  test.each([
    ['offerShown', 'InstantScreen', 30],
    ['offerAccepted', 'Schedule', 20],
    ['clickToCall', 'ClickToCall', 5],
    ['alertConfirmed', 'UnlockInventory', 5],
  ] as const)('%s → %s (%d USD)', (flow, name, value) => {
    expect(FLOW_CONVERSIONS[flow]).toMatchObject({ name, value });
  });

  test.each([
    ['searchResults', 'view_search_results', 2],
    ['itemList', 'view_item_list', 3],
    ['itemView', 'view_item', 5],
    ['addToCart', 'add_to_cart', 20],
    ['purchase', 'purchase', 30],
  ] as const)('ad tag %s → GA4 %s (%d USD)', (tag, ga4, value) => {
    expect(AD_TAG_EVENTS[tag]).toMatchObject({ ga4, value });
  });
});

describe('conversion events', () => {
  test('a lead: the site event with GA4 generate_lead, the event id tied to the lead id', () => {
    expect(leadTrackEvents('CONTACT_SALES', 'abc', null)).toEqual([
      {
        name: 'Contact',
        value: 2,
        eventId: 'lead-abc',
        ga4: { name: GA4_LEAD_EVENT, params: { lead_source: 'Contact', currency: 'USD' } },
      },
    ]);
  });

  test.each([
    ['SCHEDULE_TEST_DRIVE', { vin: 'V1' }, ['Schedule', 'AddToCart']],
    ['UNLOCK_PRICE', { vin: 'V1' }, ['Personalize', 'AddToCart']],
    ['FULL_CREDIT_APP', { vin: 'V1' }, ['FullCreditApplication', 'Purchase']],
    ['FULL_CREDIT_APP', null, ['FullCreditApplication']],
    ['DEAL_SHEET', { vin: 'V1' }, ['DealSheet', 'AddToCart']],
    ['SCHEDULE_TEST_DRIVE', null, ['Schedule']],
    ['CONTACT_SALES', { vin: 'V1' }, ['Contact']],
  ] as const)('%s with vehicle %j → %j', (form, vehicle, names) => {
    const events = leadTrackEvents(form, 'id1', vehicle);
    expect(events.map((event) => event.name)).toEqual(names);
    // Each event its own id (Meta de-duplicates per id), all derived from the one lead.
    expect(new Set(events.map((event) => event.eventId)).size).toBe(events.length);
    for (const event of events) expect(event.eventId?.startsWith('lead-id1')).toBe(true);
  });

  test('offer shown: InstantScreen 30 with the offer id', () => {
    expect(offerShownTrackEvents('o9')).toMatchObject([{ name: 'InstantScreen', value: 30, eventId: 'offer-o9' }]);
  });

  test.each([
    ['service booked', serviceBookedTrackEvents('SA-7K3M9P2Q'), 'appointment-SA-7K3M9P2Q'],
    ['sell-car offer accepted', offerAcceptedTrackEvents('l7'), 'lead-l7'],
  ])('%s: Schedule 20, one event, the id tied to what the server accepted', (_flow, events, eventId) => {
    expect(events).toEqual([
      {
        name: 'Schedule',
        value: 20,
        eventId,
        ga4: { name: GA4_LEAD_EVENT, params: { lead_source: 'Schedule', currency: 'USD' } },
      },
    ]);
  });

  test('alert confirmed: UnlockInventory 5, one event, the id of the lead the confirmation stored', () => {
    expect(alertConfirmedTrackEvents('l9')).toEqual([
      {
        name: 'UnlockInventory',
        value: 5,
        eventId: 'lead-l9',
        ga4: { name: GA4_LEAD_EVENT, params: { lead_source: 'UnlockInventory', currency: 'USD' } },
      },
    ]);
  });

  test.each([
    ['searchResults', 'Search', 'view_search_results', 2],
    ['itemList', 'ViewItemList', 'view_item_list', 3],
    ['itemView', 'ViewContent', 'view_item', 5],
  ] as const)('ad tag %s → Meta %s, GA4 %s, %d USD', (kind, meta, ga4, value) => {
    const event = adTagTrackEvent(kind, [{ vin: 'A' }, { vin: 'B' }], 'civic');
    expect(event).toMatchObject({ name: meta, value, ga4: { name: ga4 } });
    expect(event.ga4?.params?.items).toEqual([{ item_id: 'A' }, { item_id: 'B' }]);
  });

  test.each([
    [{ vehicle: { vin: 'X1' } }, { vin: 'X1' }],
    [{ vehicle: { vin: '' } }, null],
    [{ vehicle: null }, null],
    [{}, null],
    [null, null],
    ['text', null],
  ])('vehicle of body %j', (body, expected) => {
    expect(vehicleOfBody(body)).toEqual(expected);
  });
});
