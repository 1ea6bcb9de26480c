import { CheckmarkCircleIcon } from '@sanity/icons';
import { defineArrayMember, defineField, defineType } from 'sanity';
import { describeDeductions, type DeductionValue } from '../describe/deduction';
import { validateDeductionOrder } from '../validation';

export const answer = defineType({
  name: 'answer',
  title: 'Answer',
  type: 'object',
  icon: CheckmarkCircleIcon,
  fields: [
    defineField({ name: 'label', title: 'Label', type: 'string', validation: (rule) => rule.required() }),
    defineField({
      name: 'value',
      title: 'Value',
      type: 'string',
      description: 'Stored with the lead and used by question conditions.',
      validation: (rule) => rule.required(),
    }),
    defineField({ name: 'description', title: 'Description', type: 'text', rows: 2 }),
    defineField({
      name: 'deductions',
      title: 'Deductions',
      type: 'array',
      description:
        'Checked in order; the first whose rules hold applies and the rest are skipped. The answer’s list preview spells out the effect, e.g. “−$500 when the car’s value is $15,000 or more, otherwise −5%”.',
      of: [defineArrayMember({ type: 'deduction' })],
      validation: (rule) =>
        rule.custom((value: DeductionValue[] | undefined) => validateDeductionOrder(value)).warning(),
    }),
    defineField({
      name: 'bringIn',
      title: 'Bring in for inspection',
      type: 'boolean',
      description: 'This answer means the car must be seen before a firm offer.',
      initialValue: false,
    }),
    defineField({
      name: 'bringInReason',
      title: 'Bring-in reason',
      type: 'string',
      hidden: ({ parent }: { parent?: { bringIn?: boolean } }) => !parent?.bringIn,
    }),
  ],
  preview: {
    select: { title: 'label', value: 'value', deductions: 'deductions', bringIn: 'bringIn' },
    prepare({
      title,
      value,
      deductions,
      bringIn,
    }: {
      title?: string;
      value?: string;
      deductions?: DeductionValue[];
      bringIn?: boolean;
    }) {
      const notes = [value, deductions?.length ? describeDeductions(deductions) : null, bringIn ? 'bring in' : null];
      return { title: title ?? 'Answer', subtitle: notes.filter(Boolean).join(' · ') };
    },
  },
});
