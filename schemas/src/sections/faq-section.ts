import { HelpCircleIcon } from '@sanity/icons';
import { defineField, defineType } from 'sanity';
import { FAQ_TOPICS } from '../constants';
import { optionList } from '../fields';
import { sectionTitleField } from './section-helpers';

export const faqSection = defineType({
  name: 'faqSection',
  title: 'FAQ',
  type: 'object',
  icon: HelpCircleIcon,
  fields: [
    sectionTitleField(),
    defineField({
      name: 'topic',
      title: 'Topic',
      type: 'string',
      description: 'Lists the FAQ documents of this topic.',
      options: { list: optionList(FAQ_TOPICS) },
      validation: (rule) => rule.required(),
    }),
  ],
  preview: {
    select: { title: 'title', topic: 'topic' },
    prepare({ title, topic }: { title?: string; topic?: string }) {
      return { title: title || 'FAQ', subtitle: `FAQ · ${topic ?? '?'}`, media: HelpCircleIcon };
    },
  },
});
