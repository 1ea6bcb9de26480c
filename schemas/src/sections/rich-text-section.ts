import { BlockContentIcon } from '@sanity/icons';
import { defineField, defineType } from 'sanity';
import { sectionPreview, sectionTitleField } from './section-helpers';

export const richTextSection = defineType({
  name: 'richTextSection',
  title: 'Text',
  type: 'object',
  icon: BlockContentIcon,
  fields: [
    sectionTitleField(),
    defineField({ name: 'body', title: 'Body', type: 'richText', validation: (rule) => rule.required() }),
  ],
  preview: sectionPreview('Text', BlockContentIcon),
});
