import { HelpCircleIcon } from '@sanity/icons';
import { defineField, defineType } from 'sanity';
import { FAQ_TOPICS } from '../constants';
import { optionList, orderRankField } from '../fields';

export const faq = defineType({
  name: 'faq',
  title: 'FAQ',
  type: 'document',
  icon: HelpCircleIcon,
  fields: [
    defineField({ name: 'question', title: 'Question', type: 'string', validation: (rule) => rule.required() }),
    defineField({ name: 'answer', title: 'Answer', type: 'richText', validation: (rule) => rule.required() }),
    defineField({
      name: 'topic',
      title: 'Topic',
      type: 'string',
      description: 'FAQ sections list the questions of one topic.',
      options: { list: optionList(FAQ_TOPICS) },
      validation: (rule) => rule.required(),
    }),
    orderRankField(),
  ],
  orderings: [{ title: 'Sort order', name: 'orderRank', by: [{ field: 'orderRank', direction: 'asc' }] }],
  preview: { select: { title: 'question', subtitle: 'topic' } },
});
