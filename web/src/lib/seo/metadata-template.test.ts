import {
  DEFAULT_METADATA_TEMPLATES,
  fillTemplate,
  offerTemplateValues,
  renderMetadataTemplate,
  staffTemplateValues,
} from './metadata-template';

describe('fillTemplate', () => {
  test.each([
    ['{offer_name} | {site_name}', { offer_name: 'Oil Change $39.95', site_name: 'Auto' }, 'Oil Change $39.95 | Auto'],
    [
      '{staff_name} - {staff_department}',
      { staff_name: 'Alicia Moreno', staff_department: 'Sales' },
      'Alicia Moreno - Sales',
    ],
    ['{staff_name} - {staff_department}', { staff_name: 'Alicia Moreno', staff_department: null }, 'Alicia Moreno'],
    ['{staff_name} - {staff_department} | {site_name}', { staff_name: 'A B', site_name: 'Auto' }, 'A B | Auto'],
    ['{staff_department} | {site_name}', { site_name: 'Auto' }, 'Auto'],
    ['Meet {staff_name}, {staff_title}.', { staff_name: 'A B', staff_title: 'Buyer' }, 'Meet A B, Buyer.'],
    ['Meet {staff_name}, {staff_title}', { staff_name: 'A B' }, 'Meet A B'],
    ['{unknown} {offer_name}', { offer_name: 'Deal' }, 'Deal'],
    ['  {offer_name}   |   {site_name} ', { offer_name: 'Deal', site_name: '  Auto ' }, 'Deal | Auto'],
    ['Offer #{offer_id}', { offer_id: 7 }, 'Offer #7'],
    ['No placeholders', {}, 'No placeholders'],
    ['', { offer_name: 'Deal' }, ''],
    [null, { offer_name: 'Deal' }, ''],
  ])('%p with %j → %p', (template, values, expected) => {
    expect(fillTemplate(template, values)).toBe(expected);
  });
});

describe('renderMetadataTemplate', () => {
  const offer = offerTemplateValues(
    { name: 'Truck Month', typeLabel: 'Sales', description: 'Save on trucks.' },
    'Auto',
  );
  const staff = staffTemplateValues(
    { firstName: 'Alicia', lastName: 'Moreno', department: 'Service', title: 'Advisor' },
    'Auto',
  );
  test.each([
    [null, 'offerTitle', offer, 'Truck Month | Auto'],
    [{ offerTitle: '  ' }, 'offerTitle', offer, 'Truck Month | Auto'],
    [{ offerTitle: '{offer_name} ({offer_type}) · {site_name}' }, 'offerTitle', offer, 'Truck Month (Sales) · Auto'],
    [null, 'offerDescription', offer, 'Save on trucks.'],
    [null, 'staffTitle', staff, 'Alicia Moreno - Service | Auto'],
    [{ staffTitle: '{staff_name}, {staff_department}' }, 'staffTitle', staff, 'Alicia Moreno, Service'],
    [null, 'staffDescription', staff, 'Alicia Moreno, Advisor'],
  ] as const)('%j %s', (templates, key, values, expected) => {
    expect(renderMetadataTemplate(templates, key, values)).toBe(expected);
  });

  test('every default names its document’s placeholder', () => {
    expect(DEFAULT_METADATA_TEMPLATES.offerTitle).toContain('{offer_name}');
    expect(DEFAULT_METADATA_TEMPLATES.staffTitle).toContain('{staff_name}');
    expect(DEFAULT_METADATA_TEMPLATES.staffTitle).toContain('{staff_department}');
  });
});
