import { ClipboardIcon } from '@sanity/icons';
import { defineArrayMember, defineField, defineType } from 'sanity';
import { validateQuestionnaire, type QuestionnaireValue } from '../validation';

export const questionnaire = defineType({
  name: 'questionnaire',
  title: 'Questionnaire',
  type: 'document',
  icon: ClipboardIcon,
  description: 'The sell-flow condition questions and the deductions each answer applies.',
  fields: [
    defineField({ name: 'title', title: 'Title', type: 'string', validation: (rule) => rule.required() }),
    defineField({
      name: 'categories',
      title: 'Categories (steps)',
      type: 'array',
      of: [defineArrayMember({ type: 'questionCategory' })],
      validation: (rule) => rule.required().min(1),
    }),
    defineField({
      name: 'questions',
      title: 'Questions',
      type: 'array',
      description: 'A question may depend on an earlier one (see “Show only when”).',
      of: [defineArrayMember({ type: 'question' })],
      validation: (rule) => rule.required().min(1),
    }),
  ],
  validation: (rule) => rule.custom((doc) => validateQuestionnaire(doc as QuestionnaireValue | undefined)),
  preview: {
    select: { title: 'title', questions: 'questions' },
    prepare({ title, questions }: { title?: string; questions?: unknown[] }) {
      return { title: title ?? 'Questionnaire', subtitle: `${questions?.length ?? 0} questions` };
    },
  },
});
