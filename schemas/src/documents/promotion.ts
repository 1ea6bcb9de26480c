import { BulbOutlineIcon } from '@sanity/icons';
import { defineArrayMember, defineField, defineType } from 'sanity';
import { PROMOTION_POSITIONS } from '../constants';
import { hrefField, imageField, optionList, type PreviewMedia } from '../fields';
import { validateEndAfterStart, validateUrlId } from '../validation';

export const promotion = defineType({
  name: 'promotion',
  title: 'Promotion',
  type: 'document',
  icon: BulbOutlineIcon,
  groups: [
    { name: 'content', title: 'Content', default: true },
    { name: 'targeting', title: 'Placement & schedule' },
  ],
  fields: [
    defineField({
      name: 'name',
      title: 'Internal name',
      type: 'string',
      group: 'content',
      validation: (rule) => rule.required(),
    }),
    defineField({
      name: 'promotionId',
      title: 'Promotion id',
      type: 'string',
      group: 'content',
      description: 'Stable id used in tracking.',
      validation: (rule) => rule.required().custom((value: string | undefined) => validateUrlId(value)),
    }),
    defineField({
      name: 'title',
      title: 'Title',
      type: 'string',
      group: 'content',
      validation: (rule) => rule.required(),
    }),
    defineField({ name: 'description', title: 'Description', type: 'text', rows: 3, group: 'content' }),
    imageField({ name: 'image', title: 'Image', group: 'content' }),
    defineField({ name: 'ctaText', title: 'Button text', type: 'string', group: 'content' }),
    hrefField({ name: 'url', title: 'Link', group: 'content' }),
    defineField({
      name: 'position',
      title: 'Position',
      type: 'string',
      group: 'targeting',
      options: {
        list: optionList(PROMOTION_POSITIONS, {
          'promotions-carousel': 'Promotions carousel',
          'grid-item': 'Inventory grid item',
        }),
      },
      validation: (rule) => rule.required(),
    }),
    defineField({ name: 'type', title: 'Type', type: 'string', group: 'targeting' }),
    defineField({ name: 'category', title: 'Category', type: 'string', group: 'targeting' }),
    defineField({
      name: 'tags',
      title: 'Tags',
      type: 'array',
      group: 'targeting',
      of: [defineArrayMember({ type: 'string' })],
      options: { layout: 'tags' },
    }),
    defineField({
      name: 'criterias',
      title: 'Criteria',
      type: 'array',
      group: 'targeting',
      description: 'Inventory filters the promotion appears with (e.g. make:Toyota). Empty: everywhere.',
      of: [defineArrayMember({ type: 'string' })],
      options: { layout: 'tags' },
    }),
    defineField({ name: 'startDate', title: 'Starts', type: 'datetime', group: 'targeting' }),
    defineField({
      name: 'endDate',
      title: 'Ends',
      type: 'datetime',
      group: 'targeting',
      validation: (rule) =>
        rule.custom((endDate: string | undefined, context) =>
          validateEndAfterStart((context.document as { startDate?: string } | undefined)?.startDate, endDate),
        ),
    }),
  ],
  preview: {
    select: { title: 'name', position: 'position', endDate: 'endDate', media: 'image' },
    prepare({
      title,
      position,
      endDate,
      media,
    }: {
      title?: string;
      position?: string;
      endDate?: string;
      media?: PreviewMedia;
    }) {
      return {
        title: title ?? 'Promotion',
        subtitle: [position, endDate ? `ends ${endDate.slice(0, 10)}` : null].filter(Boolean).join(' · '),
        media,
      };
    },
  },
});
