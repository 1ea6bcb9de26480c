import { ThListIcon } from '@sanity/icons';
import { defineArrayMember, defineField, defineType } from 'sanity';

export const table = defineType({
  name: 'table',
  title: 'Table',
  type: 'object',
  icon: ThListIcon,
  fields: [
    defineField({
      name: 'rows',
      title: 'Rows',
      type: 'array',
      description: 'The first row is the header.',
      of: [
        defineArrayMember({
          name: 'tableRow',
          title: 'Row',
          type: 'object',
          fields: [
            defineField({
              name: 'cells',
              title: 'Cells',
              type: 'array',
              of: [defineArrayMember({ type: 'string' })],
              validation: (rule) => rule.required().min(1),
            }),
          ],
          preview: {
            select: { cells: 'cells' },
            prepare({ cells }: { cells?: string[] }) {
              return { title: (cells ?? []).join(' | ') || 'Empty row' };
            },
          },
        }),
      ],
      validation: (rule) =>
        rule
          .required()
          .min(2)
          .custom((rows: { cells?: string[] }[] | undefined) => {
            const widths = new Set((rows ?? []).map((row) => row.cells?.length ?? 0));
            return widths.size <= 1 || 'Every row needs the same number of cells';
          }),
    }),
  ],
  preview: {
    select: { rows: 'rows' },
    prepare({ rows }: { rows?: { cells?: string[] }[] }) {
      return { title: rows?.[0]?.cells?.join(' | ') ?? 'Table', subtitle: `${rows?.length ?? 0} rows` };
    },
  },
});
