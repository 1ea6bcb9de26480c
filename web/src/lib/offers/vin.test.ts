import {
  normaliseVin,
  vinCheckDigit,
  vinError,
  VIN_CHARACTERS_MESSAGE,
  VIN_CHECK_DIGIT_MESSAGE,
  VIN_LENGTH_MESSAGE,
} from './vin';

describe('vinError', () => {
  test.each([
    ['1HGCM82633A004352', null], // the classic NHTSA example (Honda Accord)
    ['11111111111111111', null], // all ones: check digit 1
    ['4T1B11A11KP500001', null], // seeded plate SELL019
    ['1HGCV1A1XEP500002', null], // check digit X
    ['1C4HJXA15JP500003', null],
    ['WBA5R1A16LP500004', null],
    ['1HGCM82634A004352', VIN_CHECK_DIGIT_MESSAGE], // one digit changed
    ['4T1B11A12KP500001', VIN_CHECK_DIGIT_MESSAGE], // wrong check digit
    ['1HGCM82633A00435', VIN_LENGTH_MESSAGE],
    ['1HGCM82633A0043521', VIN_LENGTH_MESSAGE],
    ['1HGCM82633A00435O', VIN_CHARACTERS_MESSAGE], // letter O
    ['IHGCM82633A004352', VIN_CHARACTERS_MESSAGE], // letter I
    ['1HGCM82633A00435!', VIN_CHARACTERS_MESSAGE],
  ])('%s → %s', (vin, expected) => {
    expect(vinError(vin)).toBe(expected);
  });

  test('normalises case, spaces and dashes', () => {
    expect(normaliseVin(' 1hgcm826-33a 004352 ')).toBe('1HGCM82633A004352');
  });

  test('computes X for remainder 10', () => {
    expect(vinCheckDigit('1HGCV1A1XEP500002')).toBe('X');
  });
});
