import { ThListIcon } from '@sanity/icons';
import { defineArrayMember, defineField, defineType } from 'sanity';
import { sectionPreview, sectionTitleField } from './section-helpers';

export const comparisonSection = defineType({
  name: 'comparisonSection',
  title: 'Comparison table',
  type: 'object',
  icon: ThListIcon,
  fields: [
    sectionTitleField(),
    defineField({
      name: 'columns',
      title: 'Column headings',
      type: 'array',
      description: 'Headings of the compared options (the row label column has none).',
      of: [defineArrayMember({ type: 'string' })],
      validation: (rule) => rule.required().min(1),
    }),
    defineField({
      name: 'rows',
      title: 'Rows',
      type: 'array',
      of: [
        defineArrayMember({
          name: 'comparisonRow',
          title: 'Row',
          type: 'object',
          fields: [
            defineField({ name: 'label', title: 'Label', type: 'string', validation: (rule) => rule.required() }),
            defineField({
              name: 'values',
              title: 'Values',
              type: 'array',
              description: 'One per column, in order.',
              of: [defineArrayMember({ type: 'string' })],
            }),
          ],
          preview: { select: { title: 'label' } },
        }),
      ],
      validation: (rule) =>
        rule.required().custom((rows: { values?: string[] }[] | undefined, context) => {
          const columns = (context.parent as { columns?: string[] } | undefined)?.columns?.length ?? 0;
          const wrong = (rows ?? []).filter((row) => (row.values?.length ?? 0) !== columns).length;
          return wrong === 0 || `${wrong} row(s) do not have one value per column (${columns})`;
        }),
    }),
    defineField({ name: 'note', title: 'Note', type: 'text', rows: 2 }),
  ],
  preview: sectionPreview('Comparison table', ThListIcon),
});
