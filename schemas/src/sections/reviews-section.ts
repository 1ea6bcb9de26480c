import { StarIcon } from '@sanity/icons';
import { defineField, defineType } from 'sanity';
import { sectionPreview, sectionTitleField } from './section-helpers';

export const reviewsSection = defineType({
  name: 'reviewsSection',
  title: 'Reviews',
  type: 'object',
  icon: StarIcon,
  description: 'Shows customer reviews.',
  fields: [sectionTitleField(), defineField({ name: 'subtitle', title: 'Subtitle', type: 'string' })],
  preview: sectionPreview('Reviews', StarIcon),
});
