import { DocumentsIcon } from '@sanity/icons';
import { defineArrayMember, defineField, defineType } from 'sanity';

export const popupRulePages = defineType({
  name: 'popupRulePages',
  title: 'On pages',
  type: 'object',
  icon: DocumentsIcon,
  fields: [
    defineField({
      name: 'pages',
      title: 'Pages',
      type: 'array',
      description: 'Route names (e.g. home, vehicle) or path prefixes starting with "/".',
      of: [defineArrayMember({ type: 'string' })],
      options: { layout: 'tags' },
      validation: (rule) => rule.required().min(1).unique(),
    }),
  ],
  preview: {
    select: { pages: 'pages' },
    prepare({ pages }: { pages?: string[] }) {
      return { title: `On pages: ${(pages ?? []).join(', ') || '?'}` };
    },
  },
});
