import { CodeIcon } from '@sanity/icons';
import { defineField, defineType } from 'sanity';
import { validatePopupRule } from '../validation';

export const popupRuleTagQuery = defineType({
  name: 'popupRuleTagQuery',
  title: 'Page element present',
  type: 'object',
  icon: CodeIcon,
  fields: [
    defineField({
      name: 'query',
      title: 'CSS selector',
      type: 'string',
      description: 'Holds when an element matching this selector is on the page.',
      validation: (rule) => rule.required(),
    }),
  ],
  validation: (rule) => rule.custom((value) => validatePopupRule('popupRuleTagQuery', value)),
  preview: {
    select: { subtitle: 'query' },
    prepare: ({ subtitle }: { subtitle?: string }) => ({ title: 'Element present', subtitle }),
  },
});
