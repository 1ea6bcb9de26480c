import {
  MILEAGE_MESSAGE,
  parseOfferRequest,
  UNKNOWN_FIELD_MESSAGE,
  VEHICLE_MESSAGE,
  ZIP_MESSAGE,
} from './request-schema';
import { VIN_CHECK_DIGIT_MESSAGE } from './vin';

const base = {
  vehicle: { year: 2019, make: 'Toyota', model: 'Camry', trim: 'LE' },
  mileage: 30000,
  answers: { '100': 'good' },
};

describe('parseOfferRequest', () => {
  test('accepts a year/make/model request', () => {
    const parsed = parseOfferRequest(base);
    expect(parsed.ok).toBe(true);
  });

  test('accepts and normalises a VIN request', () => {
    const parsed = parseOfferRequest({ ...base, vehicle: { vin: '4t1b11a11kp500001' } });
    expect(parsed).toEqual({ ok: true, value: expect.objectContaining({ vehicle: { vin: '4T1B11A11KP500001' } }) });
  });

  test.each([
    [{ ...base, mileage: -1 }, 'mileage', MILEAGE_MESSAGE],
    [{ ...base, mileage: 1_000_000 }, 'mileage', MILEAGE_MESSAGE],
    [{ ...base, mileage: 12.5 }, 'mileage', MILEAGE_MESSAGE],
    [{ ...base, mileage: '30000' }, 'mileage', MILEAGE_MESSAGE],
    [{ ...base, zip: '1234' }, 'zip', ZIP_MESSAGE],
    [{ ...base, vehicle: { vin: '4T1B11A12KP500001' } }, 'vehicle.vin', VIN_CHECK_DIGIT_MESSAGE],
    [{ ...base, vehicle: 'Camry' }, 'vehicle', VEHICLE_MESSAGE],
    [{ ...base, extra: 1 }, 'extra', UNKNOWN_FIELD_MESSAGE],
  ])('%j → %s error', (body, field, message) => {
    const parsed = parseOfferRequest(body);
    expect(parsed.ok).toBe(false);
    if (!parsed.ok) expect(parsed.errors[field]).toBe(message);
  });
});
