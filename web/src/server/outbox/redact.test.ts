import { describeDeliveryError } from './redact';

describe('describeDeliveryError', () => {
  test.each([
    [
      Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:25'), { code: 'ESOCKET' }),
      'ESOCKET: connect ECONNREFUSED 127.0.0.1:25',
    ],
    [
      new Error('550 5.1.1 <pat.doe@example.com>: Recipient address rejected'),
      '550 5.1.1 <[address]>: Recipient address rejected',
    ],
    ['plain string from jane@x.org', 'plain string from [address]'],
    [{ message: 'cross-realm error', code: 'EAUTH' }, 'EAUTH: cross-realm error'],
  ])('keeps the cause without addresses (%#)', (error, expected) => {
    expect(describeDeliveryError(error)).toBe(expected);
  });

  test('is bounded', () => {
    expect(describeDeliveryError(new Error('x'.repeat(2_000)))).toHaveLength(500);
  });
});
