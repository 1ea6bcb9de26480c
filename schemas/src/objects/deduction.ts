import { RemoveCircleIcon } from '@sanity/icons';
import { defineArrayMember, defineField, defineType } from 'sanity';
import { DEDUCTION_FIELDS, DEDUCTION_OPERATORS, LOGIC_OPERATIONS } from '../constants';
import { optionList } from '../fields';

export const deduction = defineType({
  name: 'deduction',
  title: 'Deduction',
  type: 'object',
  icon: RemoveCircleIcon,
  description: 'The first deduction whose rules hold applies.',
  fields: [
    defineField({
      name: 'percent',
      title: 'Percent',
      type: 'number',
      description: 'Percent of the offer to deduct (0–100).',
      validation: (rule) => rule.min(0).max(100),
    }),
    defineField({
      name: 'amount',
      title: 'Amount ($)',
      type: 'number',
      description: 'Whole dollars to deduct.',
      validation: (rule) => rule.min(0).integer(),
    }),
    defineField({
      name: 'rules',
      title: 'Rules',
      type: 'array',
      description: 'When this deduction applies. No rules: always.',
      of: [
        defineArrayMember({
          name: 'deductionRule',
          title: 'Rule',
          type: 'object',
          fields: [
            defineField({
              name: 'field',
              title: 'Vehicle field',
              type: 'string',
              options: { list: optionList(DEDUCTION_FIELDS) },
              validation: (rule) => rule.required(),
            }),
            defineField({
              name: 'operator',
              title: 'Operator',
              type: 'string',
              options: { list: optionList(DEDUCTION_OPERATORS) },
              validation: (rule) => rule.required(),
            }),
            defineField({
              name: 'value',
              title: 'Value',
              type: 'string',
              description: 'Numbers as text (e.g. 100000); for "in", a comma-separated list.',
              validation: (rule) => rule.required(),
            }),
          ],
          preview: {
            select: { field: 'field', operator: 'operator', value: 'value' },
            prepare({ field, operator, value }: { field?: string; operator?: string; value?: string }) {
              return { title: `${field ?? '?'} ${operator ?? '?'} ${value ?? '?'}` };
            },
          },
        }),
      ],
    }),
    defineField({
      name: 'logicOperation',
      title: 'Combine rules with',
      type: 'string',
      options: {
        list: optionList(LOGIC_OPERATIONS, { and: 'All rules (and)', or: 'Any rule (or)' }),
        layout: 'radio',
        direction: 'horizontal',
      },
      initialValue: 'and',
    }),
  ],
  validation: (rule) =>
    rule.custom(
      (value: { percent?: number; amount?: number } | undefined) =>
        !value || value.percent !== undefined || value.amount !== undefined || 'Enter a percent or an amount',
    ),
  preview: {
    select: { percent: 'percent', amount: 'amount', rules: 'rules', logicOperation: 'logicOperation' },
    prepare({
      percent,
      amount,
      rules,
      logicOperation,
    }: {
      percent?: number;
      amount?: number;
      rules?: unknown[];
      logicOperation?: string;
    }) {
      const parts = [percent !== undefined ? `${percent}%` : null, amount !== undefined ? `$${amount}` : null].filter(
        Boolean,
      );
      return {
        title: `− ${parts.join(' + ') || '?'}`,
        subtitle: `${rules?.length ?? 0} rules (${logicOperation ?? 'and'})`,
      };
    },
  },
});
