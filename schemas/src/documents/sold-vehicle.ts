import { ArchiveIcon } from '@sanity/icons';
import { defineField, defineType } from 'sanity';
import { VEHICLE_CONDITIONS } from '../constants';
import { optionList, uniqueAcrossDocuments } from '../fields';
import { validateVin } from '../validation';

/**
 * A car that was in the catalogue and has left it (sold or removed). The `vehicle` document goes when a car leaves
 * stock, so this record is what tells the site the car existed: its old address answers 410 Gone (not 404) and
 * offers cars like it. Only the fields that build its address and pick similar cars are kept.
 */
export const soldVehicle = defineType({
  name: 'soldVehicle',
  title: 'Sold vehicle',
  type: 'document',
  icon: ArchiveIcon,
  fields: [
    defineField({
      name: 'vin',
      title: 'VIN',
      type: 'string',
      description: '17 characters; the address of the car’s old page ends with it.',
      validation: (rule) =>
        rule
          .required()
          .custom((value: string | undefined) => validateVin(value))
          .custom(uniqueAcrossDocuments('soldVehicle', 'vin', 'VIN')),
    }),
    defineField({
      name: 'condition',
      title: 'Condition',
      type: 'string',
      options: { list: optionList(VEHICLE_CONDITIONS), layout: 'radio', direction: 'horizontal' },
      initialValue: 'used',
    }),
    defineField({ name: 'year', title: 'Model year', type: 'number', validation: (rule) => rule.integer() }),
    defineField({ name: 'make', title: 'Make', type: 'string', validation: (rule) => rule.required() }),
    defineField({ name: 'model', title: 'Model', type: 'string', validation: (rule) => rule.required() }),
    defineField({ name: 'trim', title: 'Trim', type: 'string' }),
    defineField({ name: 'bodyStyle', title: 'Body style', type: 'reference', to: [{ type: 'bodyStyle' }] }),
    defineField({
      name: 'price',
      title: 'Last price ($)',
      type: 'number',
      description: 'Picks similar cars in the same price band.',
      validation: (rule) => rule.min(0).integer(),
    }),
    defineField({ name: 'soldDate', title: 'Left stock on', type: 'date' }),
  ],
  orderings: [{ title: 'Most recently sold', name: 'soldDateDesc', by: [{ field: 'soldDate', direction: 'desc' }] }],
  preview: {
    select: { year: 'year', make: 'make', model: 'model', vin: 'vin', soldDate: 'soldDate' },
    prepare({
      year,
      make,
      model,
      vin,
      soldDate,
    }: {
      year?: number;
      make?: string;
      model?: string;
      vin?: string;
      soldDate?: string;
    }) {
      return {
        title: [year, make, model].filter(Boolean).join(' ') || 'Sold vehicle',
        subtitle: [vin, soldDate ? `sold ${soldDate}` : null].filter(Boolean).join(' · '),
      };
    },
  },
});
