import { PinIcon } from '@sanity/icons';
import { defineField, defineType } from 'sanity';
import { hrefField, orderRankField } from '../fields';

export const location = defineType({
  name: 'location',
  title: 'Location',
  type: 'document',
  icon: PinIcon,
  description: 'A lot or pickup point shown in the locations list.',
  fields: [
    defineField({ name: 'name', title: 'Name', type: 'string', validation: (rule) => rule.required() }),
    defineField({ name: 'subname', title: 'Subtitle', type: 'string' }),
    defineField({
      name: 'store',
      title: 'Store',
      type: 'reference',
      to: [{ type: 'store' }],
      validation: (rule) => rule.required(),
    }),
    hrefField({ name: 'link', title: 'Page link' }),
    hrefField({ name: 'inventoryLink', title: 'Inventory link', description: 'Inventory filtered to this location.' }),
    defineField({
      name: 'addressLine1',
      title: 'Address line 1',
      type: 'string',
      validation: (rule) => rule.required(),
    }),
    defineField({ name: 'addressLine2', title: 'Address line 2', type: 'string' }),
    defineField({
      name: 'currentLocation',
      title: 'Store’s own lot',
      type: 'boolean',
      description: 'On for the store’s own address.',
      initialValue: false,
    }),
    defineField({ name: 'note', title: 'Note', type: 'text', rows: 2 }),
    defineField({
      name: 'noteEs',
      title: 'Note (Spanish)',
      type: 'text',
      rows: 2,
      description: 'The note for visitors reading in Spanish (hours, days). Empty shows the English note.',
    }),
    defineField({
      name: 'coordinates',
      title: 'Coordinates',
      type: 'object',
      fields: [
        defineField({
          name: 'latitude',
          title: 'Latitude',
          type: 'number',
          validation: (rule) => rule.required().min(-90).max(90),
        }),
        defineField({
          name: 'longitude',
          title: 'Longitude',
          type: 'number',
          validation: (rule) => rule.required().min(-180).max(180),
        }),
      ],
    }),
    defineField({
      name: 'googleMapsLink',
      title: 'Google Maps link',
      type: 'url',
      validation: (rule) => rule.uri({ scheme: ['https'] }),
    }),
    orderRankField(),
  ],
  orderings: [{ title: 'Sort order', name: 'orderRank', by: [{ field: 'orderRank', direction: 'asc' }] }],
  preview: {
    select: { title: 'name', subtitle: 'addressLine1', storeName: 'store.name' },
    prepare({ title, subtitle, storeName }: { title?: string; subtitle?: string; storeName?: string }) {
      return { title: title ?? 'Location', subtitle: [storeName, subtitle].filter(Boolean).join(' · ') };
    },
  },
});
