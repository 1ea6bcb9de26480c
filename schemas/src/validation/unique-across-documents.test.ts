import { evaluate, parse } from 'groq-js';
import type { ValidationContext } from 'sanity';
import { uniqueAcrossDocuments } from '../fields/unique';

/** The dataset as the Studio's raw perspective sees it: published, drafts and a release version. */
const DATASET = [
  { _id: 'page-home', _type: 'page', route: 'home' },
  { _id: 'drafts.page-service', _type: 'page', route: 'service' },
  { _id: 'versions.spring.page-contact', _type: 'page', route: 'contact' },
  { _id: 'vehicle-1', _type: 'vehicle', vin: '1HGCV1F34LA000001' },
];

function context(documentId: string): ValidationContext {
  return {
    document: { _id: documentId, _type: 'page' },
    getClient: () => ({
      fetch: async (query: string, params: Record<string, unknown>) =>
        (await evaluate(parse(query), { dataset: DATASET, params })).get(),
    }),
  } as unknown as ValidationContext;
}

describe('uniqueAcrossDocuments (page route, VIN, offer id, popup id)', () => {
  const uniqueRoute = uniqueAcrossDocuments('page', 'route');

  it.each([
    ['a route no other page uses', 'page-new', 'financing', true],
    ['a route another published page uses', 'page-new', 'home', false],
    ['a route another page only has as a draft', 'page-new', 'service', false],
    ['its own route (published document)', 'page-home', 'home', true],
    ['its own route, edited as a draft', 'drafts.page-home', 'home', true],
    ['its own route, from its published twin', 'page-service', 'service', true],
    ['a route used only inside a release', 'page-new', 'contact', true],
    ['no value yet', 'page-new', undefined, true],
  ])('%s', async (_case, id, value, valid) => {
    expect((await uniqueRoute(value, context(id))) === true).toBe(valid);
  });

  it('names the type and field in its message', async () => {
    expect(await uniqueAcrossDocuments('vehicle', 'vin', 'VIN')('1HGCV1F34LA000001', context('vehicle-2'))).toBe(
      'Another vehicle already uses this VIN',
    );
  });
});
