import { RemoveCircleIcon } from '@sanity/icons';
import { defineArrayMember, defineField, defineType } from 'sanity';
import { DEDUCTION_FIELDS, DEDUCTION_OPERATORS, LOGIC_OPERATIONS } from '../constants';
import { describeDeduction, describeDeductionRule, type DeductionRuleValue } from '../describe/deduction';
import { optionList } from '../fields';
import { validateDeductionRule } from '../validation';

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
      description: 'Percent of the car’s starting value to deduct (0–100). Added to Amount when both are set.',
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
              description:
                'Numbers as text (e.g. 15000 for $15,000, 100000 miles, 2015). For “in”, a comma-separated list. The text “true” with equals/in matches any value. Make and model compare only with equals, not equals or in.',
              validation: (rule) => rule.required(),
            }),
          ],
          validation: (rule) => rule.custom((value: DeductionRuleValue | undefined) => validateDeductionRule(value)),
          preview: {
            select: { field: 'field', operator: 'operator', value: 'value' },
            prepare({ field, operator, value }: { field?: string; operator?: string; value?: string }) {
              return {
                title: describeDeductionRule({ field, operator, value }),
                subtitle: `${field ?? '?'} ${operator ?? '?'} ${value ?? '?'}`,
              };
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
      rules?: DeductionRuleValue[];
      logicOperation?: string;
    }) {
      return {
        title: describeDeduction({ percent, amount, rules, logicOperation }),
        subtitle: `${rules?.length ?? 0} rules (${logicOperation ?? 'and'})`,
      };
    },
  },
});
