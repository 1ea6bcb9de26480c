import { CsvSyntaxError, parseCsv } from './inventory-import-csv';

describe('parseCsv', () => {
  test.each<[string, string, string[][]]>([
    [
      'plain',
      'a,b,c\n1,2,3\n',
      [
        ['a', 'b', 'c'],
        ['1', '2', '3'],
      ],
    ],
    [
      'CRLF and no final newline',
      'a,b\r\n1,2',
      [
        ['a', 'b'],
        ['1', '2'],
      ],
    ],
    [
      'byte-order mark',
      '\uFEFFVIN,Year\nX,2020\n',
      [
        ['VIN', 'Year'],
        ['X', '2020'],
      ],
    ],
    ['quoted comma and doubled quote', 'a,"b, ""c"""\n', [['a', 'b, "c"']]],
    [
      'quoted line break',
      'a,"one\ntwo"\nx,y\n',
      [
        ['a', 'one\ntwo'],
        ['x', 'y'],
      ],
    ],
    ['empty fields', ',,\n', [['', '', '']]],
    ['blank lines skipped', 'a\n\n\nb\n', [['a'], ['b']]],
  ])('%s', (_name, text, expected) => {
    expect(parseCsv(text).map((record) => record.fields)).toEqual(expected);
  });

  test('records know the line they start on', () => {
    expect(parseCsv('h1,h2\n"multi\nline",x\nlast,y\n').map((record) => record.line)).toEqual([1, 2, 4]);
  });

  test.each([
    ['an unclosed quote', 'a,"b\n'],
    ['a quote in the middle of a field', 'a,b"c"\n'],
  ])('rejects %s', (_name, text) => {
    expect(() => parseCsv(text)).toThrow(CsvSyntaxError);
  });
});
