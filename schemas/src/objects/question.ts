import { HelpCircleIcon } from '@sanity/icons';
import { defineArrayMember, defineField, defineType } from 'sanity';
import { QUESTION_INPUT_TYPES } from '../constants';
import { optionList } from '../fields';

export const question = defineType({
  name: 'question',
  title: 'Question',
  type: 'object',
  icon: HelpCircleIcon,
  fields: [
    defineField({
      name: 'questionId',
      title: 'Question id',
      type: 'string',
      description: 'Stable identifier stored with answers; do not change once live.',
      validation: (rule) => rule.required(),
    }),
    defineField({ name: 'text', title: 'Question', type: 'string', validation: (rule) => rule.required() }),
    defineField({
      name: 'inputType',
      title: 'Input',
      type: 'string',
      options: {
        list: optionList(QUESTION_INPUT_TYPES, {
          radio: 'One choice',
          checkbox: 'Several choices',
          textarea: 'Free text',
        }),
        layout: 'radio',
        direction: 'horizontal',
      },
      initialValue: 'radio',
      validation: (rule) => rule.required(),
    }),
    defineField({ name: 'required', title: 'Required', type: 'boolean', initialValue: true }),
    defineField({
      name: 'condition',
      title: 'Show only when',
      type: 'object',
      description: 'Optional: show this question only when an earlier question has one of these answers.',
      options: { collapsible: true, collapsed: true },
      fields: [
        defineField({ name: 'questionId', title: 'Earlier question id', type: 'string' }),
        defineField({
          name: 'answers',
          title: 'Answer values',
          type: 'array',
          of: [defineArrayMember({ type: 'string' })],
          options: { layout: 'tags' },
        }),
      ],
    }),
    defineField({
      name: 'answers',
      title: 'Answers',
      type: 'array',
      of: [defineArrayMember({ type: 'answer' })],
      hidden: ({ parent }: { parent?: { inputType?: string } }) => parent?.inputType === 'textarea',
      validation: (rule) =>
        rule.custom((answers: { value?: string }[] | undefined, context) => {
          const parent = context.parent as { inputType?: string } | undefined;
          if (parent?.inputType === 'textarea') return true;
          if (!answers || answers.length === 0) return 'A choice question needs answers';
          const values = answers.map((item) => item.value);
          return new Set(values).size === values.length || 'Answer values must be unique';
        }),
    }),
  ],
  preview: {
    select: { title: 'text', questionId: 'questionId', inputType: 'inputType', required: 'required' },
    prepare({
      title,
      questionId,
      inputType,
      required,
    }: {
      title?: string;
      questionId?: string;
      inputType?: string;
      required?: boolean;
    }) {
      return {
        title: title ?? 'Question',
        subtitle: [questionId, inputType, required ? 'required' : 'optional'].filter(Boolean).join(' · '),
      };
    },
  },
});
