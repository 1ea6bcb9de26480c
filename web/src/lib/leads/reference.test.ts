import { buildLeadPayload } from './payload';
import { SAMPLE_LEADS } from './sample-leads';
import { parseLeadForm } from './parse';
import { leadReference } from './reference';

test.each<[string, string]>([
  ['3f2a9c1b-7d4e-4a8b-9c0d-1e2f3a4b5c6d', 'L-3F2A9C1B'],
  ['00000000-0000-4000-8000-000000000000', 'L-00000000'],
  // The dashes of a UUID never reach the reference, wherever they fall.
  ['3f2a-9c1b7d4e', 'L-3F2A9C1B'],
])('%p → %p', (leadId, reference) => {
  expect(leadReference(leadId)).toBe(reference);
});

describe('the dealer mail shows the reference the visitor was shown', () => {
  const leadId = '3f2a9c1b-7d4e-4a8b-9c0d-1e2f3a4b5c6d';
  test.each(['APPLY_FINANCING', 'FULL_CREDIT_APP'] as const)('%s', (form) => {
    const parsed = parseLeadForm(form, SAMPLE_LEADS[form]);
    if (!parsed.success) throw new Error(JSON.stringify(parsed.errors));
    const { details } = buildLeadPayload(form, parsed.values, { leadId, receivedAt: new Date(0) }).payload;
    expect(details).toContainEqual({ label: 'Reference number', value: 'L-3F2A9C1B' });
  });
});
