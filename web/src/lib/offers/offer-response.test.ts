import { isOfferId, offerResponse, type StoredOffer } from './offer-response';

describe('isOfferId', () => {
  test.each([
    ['0b6f3c1e-8d2a-4f5b-9c7d-1e2f3a4b5c6d', true],
    ['00000000-0000-4000-8000-000000000000', true],
    ['0B6F3C1E-8D2A-4F5B-9C7D-1E2F3A4B5C6D', false], // randomUUID is lower case
    ['0b6f3c1e8d2a4f5b9c7d1e2f3a4b5c6d', false],
    ['not-a-uuid', false],
    ['', false],
  ])('%s → %s', (id, expected) => {
    expect(isOfferId(id)).toBe(expected);
  });
});

describe('offerResponse', () => {
  const offer: StoredOffer = {
    id: '0b6f3c1e-8d2a-4f5b-9c7d-1e2f3a4b5c6d',
    vehicle: { year: 2019, make: 'Toyota', model: 'Camry', trim: 'LE', vin: null, mileage: 1, zip: null },
    valuation: {
      source: 'test',
      trimMatched: true,
      prices: {
        adjusted_whole_clean: 3,
        adjusted_whole_avg: 2,
        adjusted_whole_rough: 1,
        add_deduct_whole_clean: 0,
        add_deduct_whole_avg: 0,
        add_deduct_whole_rough: 0,
        adjusted_retail_avg: 4,
        add_deduct_retail_avg: 0,
      },
    },
    answers: { '100': ['great'] },
    result: {
      cashNow: { initPrice: 3, additionalPayments: 0, finalPrice: 3 },
      moreCashLater: null,
      bringIn: null,
      deductions: [],
      basePrice: 3,
      cashAdjustments: [],
      profitSharing: null,
    },
    createdAt: new Date('2026-11-22T12:00:00Z'),
    expiresAt: new Date('2026-11-29T12:00:00Z'),
  };

  test.each([
    ['2026-11-29T11:59:59.999Z', false],
    ['2026-11-29T12:00:00.000Z', true],
  ])('at %s expired is %s', (now, expired) => {
    const response = offerResponse(offer, new Date(now));
    expect(response.expired).toBe(expired);
    expect(response).toEqual(
      expect.objectContaining({ id: offer.id, expiresAt: '2026-11-29T12:00:00.000Z', cashNow: offer.result.cashNow }),
    );
  });
});
