import { LaunchIcon } from '@sanity/icons';
import { defineField, defineType } from 'sanity';
import { hrefField } from '../fields';

export const ctaBlock = defineType({
  name: 'ctaBlock',
  title: 'Call to action',
  type: 'object',
  icon: LaunchIcon,
  fields: [
    defineField({ name: 'title', title: 'Title', type: 'string', validation: (rule) => rule.required() }),
    defineField({ name: 'text', title: 'Text', type: 'text', rows: 3 }),
    defineField({
      name: 'label',
      title: 'Button label',
      type: 'string',
      validation: (rule) => rule.required().max(40),
    }),
    hrefField({ title: 'Button link', required: true }),
  ],
  preview: { select: { title: 'title', subtitle: 'href' } },
});
