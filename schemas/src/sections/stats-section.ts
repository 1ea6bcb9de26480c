import { BarChartIcon } from '@sanity/icons';
import { defineArrayMember, defineField, defineType } from 'sanity';

export const statsSection = defineType({
  name: 'statsSection',
  title: 'Statistics',
  type: 'object',
  icon: BarChartIcon,
  fields: [
    defineField({
      name: 'items',
      title: 'Figures',
      type: 'array',
      of: [
        defineArrayMember({
          name: 'stat',
          title: 'Figure',
          type: 'object',
          fields: [
            defineField({
              name: 'value',
              title: 'Value',
              type: 'string',
              description: 'e.g. 25,000+',
              validation: (rule) => rule.required(),
            }),
            defineField({ name: 'label', title: 'Label', type: 'string', validation: (rule) => rule.required() }),
          ],
          preview: { select: { title: 'value', subtitle: 'label' } },
        }),
      ],
      validation: (rule) => rule.required().min(1).max(6),
    }),
  ],
  preview: {
    select: { value: 'items.0.value', label: 'items.0.label' },
    prepare({ value, label }: { value?: string; label?: string }) {
      return {
        title: [value, label].filter(Boolean).join(' ') || 'Statistics',
        subtitle: 'Statistics',
        media: BarChartIcon,
      };
    },
  },
});
