import { WrenchIcon } from '@sanity/icons';
import { defineField, defineType } from 'sanity';
import { imageField, orderRankField, type PreviewMedia } from '../fields';

export const serviceItem = defineType({
  name: 'serviceItem',
  title: 'Service item',
  type: 'document',
  icon: WrenchIcon,
  description: 'A service the department offers; selectable when scheduling.',
  fields: [
    defineField({ name: 'name', title: 'Name', type: 'string', validation: (rule) => rule.required() }),
    defineField({
      name: 'opCode',
      title: 'Op code',
      type: 'string',
      description: 'The dealer-management-system operation code sent with appointments.',
      validation: (rule) => rule.required(),
    }),
    defineField({ name: 'description', title: 'Description', type: 'text', rows: 3 }),
    defineField({
      name: 'notes',
      title: 'Notes',
      type: 'text',
      rows: 2,
      description: 'Sent with the appointment as the narrative.',
    }),
    defineField({ name: 'price', title: 'Price text', type: 'string', description: 'e.g. “From $39.95”.' }),
    imageField({ name: 'icon', title: 'Icon', altRequired: false }),
    orderRankField(),
  ],
  orderings: [{ title: 'Sort order', name: 'orderRank', by: [{ field: 'orderRank', direction: 'asc' }] }],
  preview: {
    select: { title: 'name', opCode: 'opCode', price: 'price', media: 'icon' },
    prepare({
      title,
      opCode,
      price,
      media,
    }: {
      title?: string;
      opCode?: string;
      price?: string;
      media?: PreviewMedia;
    }) {
      return { title: title ?? 'Service', subtitle: [opCode, price].filter(Boolean).join(' · '), media };
    },
  },
});
