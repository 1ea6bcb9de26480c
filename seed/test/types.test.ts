/**
 * The generated document types hold the seed to the schema: `tsc -p seed` (in `npm test`) fails when one of the
 * expected errors below stops being an error, e.g. when the types fall back to optional fields or to `any`.
 */
import type { FaqDoc, SeedImage, StoreDoc, VehicleDoc } from '../src/types';

const image: SeedImage = { _type: 'image', alt: 'Front of the car', _sanityAsset: 'image@file://./images/car.svg' };

test('a document with its required fields type-checks; images name their file', () => {
  const faq: FaqDoc = { _id: 'faq-1', _type: 'faq', question: 'Do you buy cars?', answer: [], topic: 'general' };
  const vehicle: Pick<VehicleDoc, 'images'> = { images: [{ ...image, _key: 'a' }] };
  expect([faq.question, vehicle.images?.[0]?._sanityAsset]).toEqual(['Do you buy cars?', image._sanityAsset]);
});

test('a field the schema does not have, or a missing required field, is a type error', () => {
  // @ts-expect-error `rating` is not a field of faq
  const unknownField: FaqDoc = { _id: 'faq-2', _type: 'faq', question: 'q', answer: [], topic: 'general', rating: 5 };
  // @ts-expect-error a store needs its name, address, city, state, zip, phone and time zone
  const missingRequired: StoreDoc = { _id: 'store-x', _type: 'store', storeId: 'x' };
  // @ts-expect-error an image is uploaded from a file: the seed never writes an asset reference
  const withAsset: Pick<VehicleDoc, 'images'> = { images: [{ ...image, _key: 'b', asset: { _ref: 'image-1' } }] };
  expect([unknownField._id, missingRequired._id, withAsset.images?.length]).toEqual(['faq-2', 'store-x', 1]);
});
