import {
  validateHexColor,
  validateHref,
  validateJsonObject,
  validateTime,
  validateTimezone,
  validateUrlId,
  validateVin,
  timeToMinutes,
} from './format';

const ok = true;

describe('validateHexColor', () => {
  test.each<[string | undefined, boolean]>([
    [undefined, ok],
    ['', ok],
    ['#1A73E8', ok],
    ['#abc', ok],
    ['#ABCDEF', ok],
    ['1A73E8', false],
    ['#1A73E', false],
    ['#GGGGGG', false],
    ['#1A73E8FF', false],
    ['red', false],
  ])('%p → valid %p', (value, valid) => {
    expect(validateHexColor(value) === true).toBe(valid);
  });
});

describe('validateTime', () => {
  test.each<[string, boolean]>([
    ['00:00', ok],
    ['09:30', ok],
    ['23:59', ok],
    ['24:00', false],
    ['9:30', false],
    ['09:60', false],
    ['0930', false],
    ['09:30 AM', false],
  ])('%p → valid %p', (value, valid) => {
    expect(validateTime(value) === true).toBe(valid);
  });

  test.each<[string | undefined, number | null]>([
    ['00:00', 0],
    ['09:30', 570],
    ['23:59', 1439],
    ['25:00', null],
    [undefined, null],
  ])('timeToMinutes(%p) = %p', (value, minutes) => {
    expect(timeToMinutes(value)).toBe(minutes);
  });
});

describe('validateTimezone', () => {
  test.each<[string, boolean]>([
    ['America/Chicago', ok],
    ['America/New_York', ok],
    ['UTC', ok],
    ['Mars/Olympus', false],
    ['CST', false],
  ])('%p → valid %p', (value, valid) => {
    expect(validateTimezone(value) === true).toBe(valid);
  });
});

describe('validateVin', () => {
  test.each<[string, boolean]>([
    ['1HGCM82633A004352', ok],
    ['1hgcm82633a004352', ok],
    ['1HGCM82633A00435', false],
    ['1HGCM82633A0043521', false],
    ['1HGCM82633I004352', false],
    ['1HGCM82633O004352', false],
    ['1HGCM82633Q004352', false],
  ])('%p → valid %p', (value, valid) => {
    expect(validateVin(value) === true).toBe(valid);
  });
});

describe('validateUrlId', () => {
  test.each<[string, boolean]>([
    ['spring-oil-change', ok],
    ['OFFER_42', ok],
    ['-leading', false],
    ['has space', false],
    ['slash/inside', false],
  ])('%p → valid %p', (value, valid) => {
    expect(validateUrlId(value) === true).toBe(valid);
  });
});

describe('validateHref', () => {
  test.each<[string, boolean]>([
    ['/contact-us', ok],
    ['/used-cars-for-sale?make=Toyota', ok],
    ['#financing', ok],
    ['https://example.com/page', ok],
    ['mailto:sales@example.com', ok],
    ['tel:+15555550100', ok],
    ['javascript:alert(1)', false],
    ['ftp://example.com', false],
    ['contact us', false],
    ['example.com', false],
  ])('%p → valid %p', (value, valid) => {
    expect(validateHref(value) === true).toBe(valid);
  });
});

describe('validateJsonObject', () => {
  test.each<[string, boolean]>([
    ['', ok],
    ['{}', ok],
    ['{"popupsEnabled": true}', ok],
    ['[]', false],
    ['"text"', false],
    ['{broken', false],
  ])('%p → valid %p', (value, valid) => {
    expect(validateJsonObject(value) === true).toBe(valid);
  });
});
