import { StarFilledIcon } from '@sanity/icons';
import { defineField, defineType } from 'sanity';
import { sectionPreview, sectionTitleField } from './section-helpers';

export const ratingSection = defineType({
  name: 'ratingSection',
  title: 'Rating',
  type: 'object',
  icon: StarFilledIcon,
  description: 'Shows the selected store’s Google rating.',
  fields: [sectionTitleField(), defineField({ name: 'text', title: 'Text', type: 'text', rows: 2 })],
  preview: sectionPreview('Rating', StarFilledIcon),
});
