import { DocumentTextIcon } from '@sanity/icons';
import { defineType } from 'sanity';
import { sectionPreview, sectionTitleField } from './section-helpers';

export const articlesSection = defineType({
  name: 'articlesSection',
  title: 'Articles',
  type: 'object',
  icon: DocumentTextIcon,
  description: 'Lists the latest articles.',
  fields: [sectionTitleField()],
  preview: sectionPreview('Articles', DocumentTextIcon),
});
