import { DocumentsIcon } from '@sanity/icons';
import { defineArrayMember, defineField, defineType } from 'sanity';
import { validatePopupRule } from '../validation';

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
      description:
        'Any of these. A route name (e.g. home, vehicle, usedCarsForSale) matches that page type; an entry starting with “/” matches that path and everything below it (“/” alone is only the home page).',
      of: [defineArrayMember({ type: 'string' })],
      options: { layout: 'tags' },
      validation: (rule) => rule.required().min(1).unique(),
    }),
  ],
  validation: (rule) => rule.custom((value) => validatePopupRule('popupRulePages', value)),
  preview: {
    select: { pages: 'pages' },
    prepare({ pages }: { pages?: string[] }) {
      return { title: `On pages: ${(pages ?? []).join(', ') || '?'}` };
    },
  },
});
