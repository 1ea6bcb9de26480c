import { buildSellLeadPayload, withAcceptance, type SellLeadInput } from './sell-lead';

const offer: SellLeadInput['offer'] = {
  id: 'offer-1',
  vehicle: { year: 2019, make: 'Honda', model: 'Civic', trim: null, vin: null, mileage: 40_000, zip: null },
  answers: {},
  result: {
    basePrice: 15_000,
    cashNow: { finalPrice: 14_000 },
    moreCashLater: null,
    bringIn: null,
    deductions: [],
    cashAdjustments: [],
  },
  expiresAt: new Date('2026-12-03T03:30:00Z'),
} as unknown as SellLeadInput['offer'];

const contact = { firstName: 'Ann', lastName: 'Lee', email: 'ann@example.com', phone: '3125550123' };

const detail = (input: Partial<SellLeadInput>, label: string) =>
  buildSellLeadPayload({ offer, contact, questionnaire: null, ...input } as SellLeadInput).details.find(
    (line) => line.label === label,
  )?.value;

describe('sell lead dates: the calendar day the offer page shows, as mm/dd/yy', () => {
  test.each([
    // 03:30 UTC on Dec 3 is still Dec 2 in Chicago and Los Angeles.
    ['America/Chicago', '12/02/26'],
    ['America/Los_Angeles', '12/02/26'],
    ['America/New_York', '12/02/26'],
    ['Europe/Berlin', '12/03/26'],
    [null, '12/03/26'],
  ])('valid until in %s → %s', (timeZone, expected) => {
    expect(detail({ timeZone }, 'Valid until')).toBe(expected);
  });

  test.each([
    ['2026-11-24', 'morning', '11/24/26 morning'],
    [undefined, 'afternoon', 'afternoon'],
    ['2026-01-05', undefined, '01/05/26'],
  ] as const)('preferred appointment %s %s → %s', (preferredDate, preferredTime, expected) => {
    const payload = buildSellLeadPayload({ offer, contact, questionnaire: null } as unknown as SellLeadInput);
    const accepted = withAcceptance(payload, offer.result, { offerKind: 'cashNow', preferredDate, preferredTime });
    expect(accepted.details.find((line) => line.label === 'Preferred appointment')?.value).toBe(expected);
  });
});
