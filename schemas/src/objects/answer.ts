import { CheckmarkCircleIcon } from '@sanity/icons';
import { defineArrayMember, defineField, defineType } from 'sanity';

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
      description: 'Checked in order; the first whose rules hold applies.',
      of: [defineArrayMember({ type: 'deduction' })],
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
      deductions?: unknown[];
      bringIn?: boolean;
    }) {
      const notes = [value, deductions?.length ? `${deductions.length} deductions` : null, bringIn ? 'bring in' : null];
      return { title: title ?? 'Answer', subtitle: notes.filter(Boolean).join(' · ') };
    },
  },
});
