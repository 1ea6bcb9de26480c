import { interpretOfferResponse } from './offer-response';
import { SELL_FLOW_STRINGS as strings } from './strings';

test.each([
  [200, { id: 'abc' }, { kind: 'offer', id: 'abc' }],
  [200, {}, { kind: 'failed', message: strings['sellFlow.error.generic'] }],
  [
    404,
    { errors: { vehicle: 'We have no value for a 1999 Foo Bar.' } },
    {
      kind: 'vehicle',
      errors: {},
      message: `${strings['sellFlow.error.cannotPrice']} We have no value for a 1999 Foo Bar.`,
    },
  ],
  [
    400,
    { errors: { 'vehicle.vin': "We couldn't decode this VIN." } },
    {
      kind: 'vehicle',
      errors: { vin: "We couldn't decode this VIN." },
      message: "Please check the vehicle details: We couldn't decode this VIN.",
    },
  ],
  [
    400,
    { errors: { 'contact.email': 'Please enter a valid email address', phone: 'Please enter a valid phone number' } },
    {
      kind: 'contact',
      errors: { email: 'Please enter a valid email address', phone: 'Please enter a valid phone number' },
      message: strings['sellFlow.fixErrors'],
    },
  ],
  [
    400,
    { errors: { 'answers.403': 'Please answer this question.' } },
    { kind: 'answers', errors: { '403': 'Please answer this question.' }, message: strings['sellFlow.error.answers'] },
  ],
  [
    400,
    { errors: { mileage: 'Enter the mileage as a whole number of miles from 0 to 999,999.' } },
    {
      kind: 'vehicle',
      errors: { mileage: 'Enter the mileage as a whole number of miles from 0 to 999,999.' },
      message: 'Please check the vehicle details: Enter the mileage as a whole number of miles from 0 to 999,999.',
    },
  ],
  [429, { errors: { form: 'Too many offer requests.' } }, { kind: 'failed', message: 'Too many offer requests.' }],
  [500, null, { kind: 'failed', message: strings['sellFlow.error.generic'] }],
])('%i %p → %p', (status, body, expected) => {
  expect(interpretOfferResponse(status, body, strings)).toEqual(expected);
});
