import { PackageIcon } from '@sanity/icons';
import { defineArrayMember, defineField, defineType } from 'sanity';
import { VEHICLE_CONDITIONS } from '../constants';
import { imageSubFields, optionList, uniqueAcrossDocuments, type PreviewMedia } from '../fields';
import { validateVin } from '../validation';

const maxModelYear = () => new Date().getFullYear() + 2;

export const vehicle = defineType({
  name: 'vehicle',
  title: 'Vehicle',
  type: 'document',
  icon: PackageIcon,
  groups: [
    { name: 'identity', title: 'Identity', default: true },
    { name: 'pricing', title: 'Price & stock' },
    { name: 'specs', title: 'Specifications' },
    { name: 'media', title: 'Photos & text' },
  ],
  fields: [
    defineField({
      name: 'vin',
      title: 'VIN',
      type: 'string',
      group: 'identity',
      description: '17 characters; part of the vehicle’s address.',
      validation: (rule) =>
        rule
          .required()
          .custom((value: string | undefined) => validateVin(value))
          .custom(uniqueAcrossDocuments('vehicle', 'vin', 'VIN')),
    }),
    defineField({ name: 'stockNumber', title: 'Stock number', type: 'string', group: 'identity' }),
    defineField({
      name: 'condition',
      title: 'Condition',
      type: 'string',
      group: 'identity',
      options: {
        list: optionList(VEHICLE_CONDITIONS, { new: 'New', used: 'Used', certified: 'Certified pre-owned' }),
        layout: 'radio',
        direction: 'horizontal',
      },
      initialValue: 'used',
      validation: (rule) => rule.required(),
    }),
    defineField({
      name: 'year',
      title: 'Model year',
      type: 'number',
      group: 'identity',
      validation: (rule) => rule.required().integer().min(1950).max(maxModelYear()),
    }),
    defineField({
      name: 'make',
      title: 'Make',
      type: 'string',
      group: 'identity',
      validation: (rule) => rule.required(),
    }),
    defineField({
      name: 'model',
      title: 'Model',
      type: 'string',
      group: 'identity',
      validation: (rule) => rule.required(),
    }),
    defineField({ name: 'trim', title: 'Trim', type: 'string', group: 'identity' }),
    defineField({
      name: 'bodyStyle',
      title: 'Body style',
      type: 'reference',
      group: 'identity',
      to: [{ type: 'bodyStyle' }],
    }),
    defineField({
      name: 'store',
      title: 'Store',
      type: 'reference',
      group: 'identity',
      to: [{ type: 'store' }],
      validation: (rule) => rule.required(),
    }),
    defineField({
      name: 'price',
      title: 'Price ($)',
      type: 'number',
      group: 'pricing',
      validation: (rule) => rule.required().min(0).integer(),
    }),
    defineField({
      name: 'oldPrice',
      title: 'Previous price ($)',
      type: 'number',
      group: 'pricing',
      description: 'Set after a price drop to show the old price struck through.',
      validation: (rule) =>
        rule
          .min(0)
          .integer()
          .custom((oldPrice: number | undefined, context) => {
            const price = (context.document as { price?: number } | undefined)?.price;
            return (
              oldPrice === undefined ||
              price === undefined ||
              oldPrice > price ||
              'The previous price should be higher than the price'
            );
          })
          .warning(),
    }),
    defineField({
      name: 'msrp',
      title: 'MSRP ($)',
      type: 'number',
      group: 'pricing',
      validation: (rule) => rule.min(0).integer(),
    }),
    defineField({
      name: 'mileage',
      title: 'Mileage',
      type: 'number',
      group: 'pricing',
      validation: (rule) => rule.required().min(0).integer(),
    }),
    defineField({ name: 'dateInStock', title: 'In stock since', type: 'date', group: 'pricing' }),
    defineField({
      name: 'isPrivate',
      title: 'Private',
      type: 'boolean',
      group: 'pricing',
      description: 'Hidden from the public inventory; shown after the visitor unlocks inventory.',
      initialValue: false,
    }),
    defineField({
      name: 'premiumUpgrade',
      title: 'Premium upgrade',
      type: 'boolean',
      group: 'pricing',
      initialValue: false,
    }),
    defineField({ name: 'exteriorColor', title: 'Exterior colour', type: 'string', group: 'specs' }),
    defineField({ name: 'interiorColor', title: 'Interior colour', type: 'string', group: 'specs' }),
    defineField({ name: 'transmission', title: 'Transmission', type: 'string', group: 'specs' }),
    defineField({
      name: 'drivetrain',
      title: 'Drivetrain',
      type: 'string',
      group: 'specs',
      description: 'e.g. FWD, AWD, 4WD.',
    }),
    defineField({ name: 'fuelType', title: 'Fuel type', type: 'string', group: 'specs' }),
    defineField({ name: 'engine', title: 'Engine', type: 'string', group: 'specs' }),
    defineField({
      name: 'doors',
      title: 'Doors',
      type: 'number',
      group: 'specs',
      validation: (rule) => rule.integer().min(0).max(6),
    }),
    defineField({
      name: 'keyFeatures',
      title: 'Key features',
      type: 'array',
      group: 'specs',
      description: 'The few highlights shown on cards.',
      of: [defineArrayMember({ type: 'string' })],
      options: { layout: 'tags' },
      validation: (rule) => rule.max(8).unique(),
    }),
    defineField({
      name: 'features',
      title: 'All features',
      type: 'array',
      group: 'specs',
      of: [defineArrayMember({ type: 'string' })],
      options: { layout: 'tags' },
      validation: (rule) => rule.unique(),
    }),
    defineField({
      name: 'images',
      title: 'Photos',
      type: 'array',
      group: 'media',
      description: 'The first photo is the cover.',
      of: [defineArrayMember({ type: 'image', options: { hotspot: true }, fields: imageSubFields() })],
      options: { layout: 'grid' },
    }),
    defineField({ name: 'description', title: 'Description', type: 'text', rows: 5, group: 'media' }),
    defineField({
      name: 'historyReportUrl',
      title: 'History report URL',
      type: 'url',
      group: 'media',
      validation: (rule) => rule.uri({ scheme: ['https', 'http'] }),
    }),
  ],
  orderings: [
    { title: 'Newest in stock', name: 'dateInStockDesc', by: [{ field: 'dateInStock', direction: 'desc' }] },
    { title: 'Price, low to high', name: 'priceAsc', by: [{ field: 'price', direction: 'asc' }] },
  ],
  preview: {
    select: {
      year: 'year',
      make: 'make',
      model: 'model',
      trim: 'trim',
      price: 'price',
      condition: 'condition',
      vin: 'vin',
      media: 'images.0',
    },
    prepare({
      year,
      make,
      model,
      trim,
      price,
      condition,
      vin,
      media,
    }: {
      year?: number;
      make?: string;
      model?: string;
      trim?: string;
      price?: number;
      condition?: string;
      vin?: string;
      media?: PreviewMedia;
    }) {
      const priceText = price === undefined ? null : `$${price.toLocaleString('en-US')}`;
      return {
        title: [year, make, model, trim].filter(Boolean).join(' ') || 'Vehicle',
        subtitle: [condition, priceText, vin].filter(Boolean).join(' · '),
        media,
      };
    },
  },
});
