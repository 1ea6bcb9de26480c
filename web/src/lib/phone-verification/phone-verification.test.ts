import {
  CODE_LENGTH_MESSAGE,
  CODE_REQUIRED_MESSAGE,
  INVALID_REQUEST_MESSAGE,
  PHONE_PATTERN_MESSAGE,
  PHONE_REQUIRED_MESSAGE,
} from './messages';
import { codeExpiresAt, codeState, formatCode, MAX_ATTEMPTS, resendWaitSeconds, type CodeState } from './policy';
import { parsePhoneValidationRequest, toE164, verifiedPhoneCookieValue, type ParseResult } from './request';

describe('parsePhoneValidationRequest (fixed field messages)', () => {
  test.each<[string, unknown, ParseResult]>([
    [
      'send with a formatted number',
      { type: 'phone-validation', phone: '+1 (630) 555-0100' },
      { ok: true, request: { type: 'phone-validation', phone: '6305550100' } },
    ],
    [
      'send with 11 digits',
      { type: 'phone-validation', phone: '1-630-555-0100' },
      { ok: true, request: { type: 'phone-validation', phone: '6305550100' } },
    ],
    ['phone missing', { type: 'phone-validation' }, { ok: false, error: 'phone', message: PHONE_REQUIRED_MESSAGE }],
    [
      'phone blank',
      { type: 'phone-validation', phone: '  ' },
      { ok: false, error: 'phone', message: PHONE_REQUIRED_MESSAGE },
    ],
    [
      'phone null',
      { type: 'phone-validation', phone: null },
      { ok: false, error: 'phone', message: PHONE_REQUIRED_MESSAGE },
    ],
    [
      'letters',
      { type: 'phone-validation', phone: '630-555-CALL' },
      { ok: false, error: 'phone', message: PHONE_PATTERN_MESSAGE },
    ],
    [
      'nine digits',
      { type: 'phone-validation', phone: '630555010' },
      { ok: false, error: 'phone', message: PHONE_PATTERN_MESSAGE },
    ],
    [
      'twelve digits',
      { type: 'phone-validation', phone: '630555010012' },
      { ok: false, error: 'phone', message: PHONE_PATTERN_MESSAGE },
    ],
    [
      'area code starts with 1',
      { type: 'phone-validation', phone: '(130) 555-0100' },
      { ok: false, error: 'phone', message: PHONE_PATTERN_MESSAGE },
    ],
    [
      'exchange starts with 0',
      { type: 'phone-validation', phone: '(630) 055-0100' },
      { ok: false, error: 'phone', message: PHONE_PATTERN_MESSAGE },
    ],
    [
      'a number, not a string',
      { type: 'phone-validation', phone: 6305550100 },
      { ok: false, error: 'phone', message: PHONE_PATTERN_MESSAGE },
    ],
    [
      'verify with a spaced code',
      { type: 'code-verification', phone: '6305550100', code: '123 456' },
      { ok: true, request: { type: 'code-verification', phone: '6305550100', code: '123456' } },
    ],
    [
      'verify with a leading-zero code',
      { type: 'code-verification', phone: '6305550100', code: '012345' },
      { ok: true, request: { type: 'code-verification', phone: '6305550100', code: '012345' } },
    ],
    [
      'code missing',
      { type: 'code-verification', phone: '6305550100' },
      { ok: false, error: 'code', message: CODE_REQUIRED_MESSAGE },
    ],
    [
      'code blank',
      { type: 'code-verification', phone: '6305550100', code: ' ' },
      { ok: false, error: 'code', message: CODE_REQUIRED_MESSAGE },
    ],
    [
      'code 5 digits',
      { type: 'code-verification', phone: '6305550100', code: '12345' },
      { ok: false, error: 'code', message: CODE_LENGTH_MESSAGE },
    ],
    [
      'code 7 digits',
      { type: 'code-verification', phone: '6305550100', code: '1234567' },
      { ok: false, error: 'code', message: CODE_LENGTH_MESSAGE },
    ],
    [
      'code letters only',
      { type: 'code-verification', phone: '6305550100', code: 'abcdef' },
      { ok: false, error: 'code', message: CODE_LENGTH_MESSAGE },
    ],
    [
      'code as an object',
      { type: 'code-verification', phone: '6305550100', code: {} },
      { ok: false, error: 'code', message: CODE_LENGTH_MESSAGE },
    ],
    [
      'phone checked before code',
      { type: 'code-verification', code: '' },
      { ok: false, error: 'phone', message: PHONE_REQUIRED_MESSAGE },
    ],
    [
      'unknown type',
      { type: 'other', phone: '6305550100' },
      { ok: false, error: 'generic', message: INVALID_REQUEST_MESSAGE },
    ],
    ['no type', { phone: '6305550100' }, { ok: false, error: 'generic', message: INVALID_REQUEST_MESSAGE }],
    ['array body', [], { ok: false, error: 'generic', message: INVALID_REQUEST_MESSAGE }],
    ['null body', null, { ok: false, error: 'generic', message: INVALID_REQUEST_MESSAGE }],
  ])('%s', (_name, body, expected) => {
    expect(parsePhoneValidationRequest(body)).toEqual(expected);
  });
});

describe('code policy', () => {
  test.each<[number, string]>([
    [0, '000000'],
    [42, '000042'],
    [123456, '123456'],
    [999999, '999999'],
  ])('formatCode(%d) = %s', (value, code) => {
    expect(formatCode(value)).toBe(code);
  });

  test.each([-1, 1_000_000, 1.5])('formatCode(%d) throws', (value) => {
    expect(() => formatCode(value)).toThrow(RangeError);
  });

  test('codes expire 10 minutes after issue', () => {
    expect(codeExpiresAt(new Date('2026-01-01T10:00:00Z'))).toEqual(new Date('2026-01-01T10:10:00Z'));
  });

  const issued = new Date('2026-01-01T10:00:00Z');
  const at = (seconds: number) => new Date(issued.getTime() + seconds * 1000);
  test.each<[string, { seconds: number; attempts: number; verified: boolean }, CodeState]>([
    ['fresh', { seconds: 0, attempts: 0, verified: false }, 'usable'],
    ['one second before expiry', { seconds: 599, attempts: 0, verified: false }, 'usable'],
    ['at expiry', { seconds: 600, attempts: 0, verified: false }, 'expired'],
    ['last attempt left', { seconds: 10, attempts: MAX_ATTEMPTS - 1, verified: false }, 'usable'],
    ['attempts used up', { seconds: 10, attempts: MAX_ATTEMPTS, verified: false }, 'exhausted'],
    ['expired and used up', { seconds: 700, attempts: MAX_ATTEMPTS, verified: false }, 'expired'],
    ['already verified', { seconds: 10, attempts: 1, verified: true }, 'used'],
  ])('codeState: %s', (_name, input, expected) => {
    const state = codeState(
      { expiresAt: codeExpiresAt(issued), attempts: input.attempts, verifiedAt: input.verified ? issued : null },
      at(input.seconds),
    );
    expect(state).toBe(expected);
  });

  test.each<[number | null, number]>([
    [null, 0],
    [0, 60],
    [1, 59],
    [59.5, 1],
    [60, 0],
    [3600, 0],
  ])('resend cooldown: last sent %s s ago → wait %d s', (ago, wait) => {
    const now = new Date('2026-01-01T10:05:00Z');
    const lastSent = ago === null ? null : new Date(now.getTime() - ago * 1000);
    expect(resendWaitSeconds(lastSent, now)).toBe(wait);
  });
});

test.each<[string, string, string]>([
  ['6305550100', '(630) 555-0100', '+16305550100'],
  ['2125550199', '(212) 555-0199', '+12125550199'],
])('%s → cookie %s, E.164 %s', (digits, cookie, e164) => {
  expect(verifiedPhoneCookieValue(digits)).toBe(cookie);
  expect(toE164(digits)).toBe(e164);
});
