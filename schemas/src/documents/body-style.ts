import { ThLargeIcon } from '@sanity/icons';
import { defineField, defineType } from 'sanity';
import { BODY_STYLE_VALUES } from '../constants';
import { imageField, optionList, orderRankField, uniqueAcrossDocuments, type PreviewMedia } from '../fields';

export const bodyStyle = defineType({
  name: 'bodyStyle',
  title: 'Body style',
  type: 'document',
  icon: ThLargeIcon,
  fields: [
    defineField({ name: 'name', title: 'Name', type: 'string', validation: (rule) => rule.required() }),
    defineField({
      name: 'value',
      title: 'Value',
      type: 'string',
      description: 'The inventory filter value.',
      options: { list: optionList(BODY_STYLE_VALUES) },
      validation: (rule) => rule.required().custom(uniqueAcrossDocuments('bodyStyle', 'value')),
    }),
    defineField({
      name: 'startingPrice',
      title: 'Starting price ($)',
      type: 'number',
      description: '“From $…” on the body-style tiles.',
      validation: (rule) => rule.min(0).integer(),
    }),
    imageField({ name: 'image', title: 'Image' }),
    imageField({ name: 'icon', title: 'Icon', altRequired: false }),
    defineField({
      name: 'active',
      title: 'Active',
      type: 'boolean',
      description: 'Shown on the site.',
      initialValue: true,
    }),
    orderRankField(),
  ],
  orderings: [{ title: 'Sort order', name: 'orderRank', by: [{ field: 'orderRank', direction: 'asc' }] }],
  preview: {
    select: { title: 'name', value: 'value', active: 'active', media: 'icon' },
    prepare({
      title,
      value,
      active,
      media,
    }: {
      title?: string;
      value?: string;
      active?: boolean;
      media?: PreviewMedia;
    }) {
      return {
        title: title ?? 'Body style',
        subtitle: [value, active === false ? 'inactive' : null].filter(Boolean).join(' · '),
        media,
      };
    },
  },
});
