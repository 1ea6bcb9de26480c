import { decodeEntry, encodeEntry } from './entry-codec.mjs';

test('Buffers, typed arrays and Maps of Buffers survive; plain JSON stays as it was', () => {
  const entry = {
    html: '<p>"quoted" ü</p>',
    rscData: Buffer.from([0, 1, 254, 255]),
    bytes: new Uint8Array([7, 8]),
    segmentData: new Map([
      ['/_tree', Buffer.from('tree')],
      ['/', Buffer.alloc(0)],
    ]),
    headers: { 'x-next-cache-tags': 'a,b' },
    list: [1, 'two', null],
  };
  const decoded = decodeEntry(encodeEntry(entry)) as typeof entry;
  expect(decoded).toEqual({ ...entry, bytes: Buffer.from([7, 8]) });
  expect(Buffer.isBuffer(decoded.rscData)).toBe(true);
  expect(decoded.segmentData).toBeInstanceOf(Map);
  expect(decoded.segmentData.get('/')).toEqual(Buffer.alloc(0));
});

test('bytes of another format or cut short are a miss, not a throw', () => {
  const bytes = encodeEntry({ rscData: Buffer.from('payload') });
  expect(decodeEntry(bytes.subarray(0, bytes.length - 2))).toBeNull();
  expect(decodeEntry(Buffer.concat([Buffer.from([2]), bytes.subarray(1)]))).toBeNull();
  expect(decodeEntry(Buffer.from('{"json":"from elsewhere"}'))).toBeNull();
  expect(decodeEntry(Buffer.alloc(0))).toBeNull();
});
