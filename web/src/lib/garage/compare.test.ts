import { compareHref, listsDiffer, parseCompareVins, rowDiffers, uniqueItems } from './compare';

const A = '19XFL4KJ0MF498819';
const B = '1HGCV1F34LA000001';
const C = '5YJ3E1EA7KF000002';
const D = '1FTEW1EP5JF000003';

describe('parseCompareVins: which cars /compare shows', () => {
  test.each([
    [null, { vins: [], dropped: [], invalid: [] }],
    ['', { vins: [], dropped: [], invalid: [] }],
    [`${A},${B}`, { vins: [A, B], dropped: [], invalid: [] }],
    [` ${A.toLowerCase()} , ${B} `, { vins: [A, B], dropped: [], invalid: [] }],
    [`${A},${A},${B}`, { vins: [A, B], dropped: [], invalid: [] }],
    // More than three: the first three, the rest noted.
    [`${A},${B},${C},${D}`, { vins: [A, B, C], dropped: [D], invalid: [] }],
    // Not VINs: named, the rest still compared.
    [`${A},nope,IOQ00000000000000`, { vins: [A], dropped: [], invalid: ['nope', 'IOQ00000000000000'] }],
  ])('%p → %j', (value, expected) => {
    expect(parseCompareVins(value)).toEqual(expected);
  });

  test('a link to a comparison names at most three cars', () => {
    expect(compareHref([A, B, C, D])).toBe(`/compare?vins=${A},${B},${C}`);
  });
});

describe('rowDiffers: rows marked as differing', () => {
  test.each([
    [['AWD', 'AWD'], false],
    [['AWD', 'awd '], false],
    [['AWD', 'FWD'], true],
    [['AWD', null], true],
    [[null, null], false],
    [['AWD'], false],
    [['Gasoline', 'Gasoline', 'Hybrid'], true],
  ])('%j → %p', (values, expected) => {
    expect(rowDiffers(values)).toBe(expected);
  });
});

test('uniqueItems: the key features only one car of the comparison has', () => {
  expect(
    uniqueItems([
      ['Heated seats', 'Sunroof'],
      ['heated seats', 'Tow package'],
      ['Heated seats', 'Sunroof', 'Tow package'],
    ]),
  ).toEqual([[], [], []]);
  expect(uniqueItems([['Heated seats', 'Sunroof'], ['Heated seats']])).toEqual([['Sunroof'], []]);
  expect(uniqueItems([['Sunroof']])).toEqual([[]]);
});

test.each([
  [
    [
      ['Sunroof', 'Heated seats'],
      ['heated seats', 'Sunroof'],
    ],
    false,
  ],
  [[['Sunroof'], ['Sunroof', 'Tow package']], true],
  [[[], []], false],
])('listsDiffer %j → %p', (lists, expected) => {
  expect(listsDiffer(lists)).toBe(expected);
});
