import { FilterIcon } from '@sanity/icons';
import { defineArrayMember, defineField, defineType } from 'sanity';
import { POPUP_RULE_TYPES } from '../constants';
import { describePopupCondition, type PopupRuleValue } from '../describe/popup';

export const popupCondition = defineType({
  name: 'popupCondition',
  title: 'Condition',
  type: 'object',
  icon: FilterIcon,
  description: 'All rules of a condition must hold (AND); the popup shows when any condition holds (OR).',
  fields: [
    defineField({
      name: 'rules',
      title: 'Rules (all must hold)',
      type: 'array',
      of: POPUP_RULE_TYPES.map((type) => defineArrayMember({ type })),
      validation: (rule) => rule.required().min(1),
    }),
  ],
  preview: {
    select: { rules: 'rules' },
    prepare({ rules }: { rules?: PopupRuleValue[] }) {
      const names = (rules ?? []).map((item) => (item._type ?? '').replace(/^popupRule/, ''));
      return {
        title: names.length ? names.join(' AND ') : 'No rules',
        subtitle: `When ${describePopupCondition({ rules })}`,
      };
    },
  },
});
