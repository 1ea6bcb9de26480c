import { encodeMissingPage, missingPageStatus, parseMissingPage, type MissingPage } from './missing-page';

test.each<[MissingPage, string, 404 | 410]>([
  [{ kind: 'vehicle', vin: '2HGFC2F59KH000000', sold: true }, 'vehicle sold 2HGFC2F59KH000000', 410],
  [{ kind: 'vehicle', vin: '2HGFC2F59KH000000', sold: false }, 'vehicle unknown 2HGFC2F59KH000000', 404],
  [{ kind: 'offer', offerType: 'dealer', offerId: 'spring-clearance' }, 'offer dealer spring-clearance', 410],
])('%o ⇄ "%s", status %d', (page, header, status) => {
  expect(encodeMissingPage(page)).toBe(header);
  expect(parseMissingPage(header)).toEqual(page);
  expect(missingPageStatus(page)).toBe(status);
});

test.each([
  null,
  '',
  'vehicle',
  'vehicle sold',
  'vehicle sold not-a-vin',
  'vehicle gone 2HGFC2F59KH000000',
  'offer lease x',
  'offer dealer a b',
])('nothing else is read: %p', (header) => {
  expect(parseMissingPage(header)).toBeNull();
});
