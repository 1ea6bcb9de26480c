import { ControlsIcon } from '@sanity/icons';
import { defineArrayMember, defineField, defineType } from 'sanity';
import { hrefField } from '../fields';
import { ICON_NAMES } from '../constants';

export const featureButtonsSection = defineType({
  name: 'featureButtonsSection',
  title: 'Feature buttons',
  type: 'object',
  icon: ControlsIcon,
  fields: [
    defineField({
      name: 'buttons',
      title: 'Buttons',
      type: 'array',
      description: 'Exactly three.',
      of: [
        defineArrayMember({
          name: 'featureButton',
          title: 'Button',
          type: 'object',
          fields: [
            defineField({ name: 'label', title: 'Label', type: 'string', validation: (rule) => rule.required() }),
            defineField({ name: 'description', title: 'Description', type: 'string' }),
            hrefField({ required: true }),
            defineField({
              name: 'icon',
              title: 'Icon',
              type: 'string',
              description: 'One of the site’s built-in icons.',
              options: { list: [...ICON_NAMES] },
            }),
          ],
          preview: { select: { title: 'label', subtitle: 'href' } },
        }),
      ],
      validation: (rule) => rule.required().length(3),
    }),
  ],
  preview: {
    select: { a: 'buttons.0.label', b: 'buttons.1.label', c: 'buttons.2.label' },
    prepare({ a, b, c }: { a?: string; b?: string; c?: string }) {
      return {
        title: [a, b, c].filter(Boolean).join(' · ') || 'Feature buttons',
        subtitle: 'Feature buttons',
        media: ControlsIcon,
      };
    },
  },
});
