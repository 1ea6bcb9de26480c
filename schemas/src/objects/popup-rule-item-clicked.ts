import { TargetIcon } from '@sanity/icons';
import { defineField, defineType } from 'sanity';
import { validatePopupRule } from '../validation';

export const popupRuleItemClicked = defineType({
  name: 'popupRuleItemClicked',
  title: 'Element clicked',
  type: 'object',
  icon: TargetIcon,
  fields: [
    defineField({
      name: 'selector',
      title: 'CSS selector',
      type: 'string',
      description: 'Holds once the visitor clicks an element matching this selector.',
      validation: (rule) => rule.required(),
    }),
  ],
  validation: (rule) => rule.custom((value) => validatePopupRule('popupRuleItemClicked', value)),
  preview: {
    select: { subtitle: 'selector' },
    prepare: ({ subtitle }: { subtitle?: string }) => ({ title: 'Element clicked', subtitle }),
  },
});
