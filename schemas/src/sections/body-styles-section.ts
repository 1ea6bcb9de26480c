import { ThLargeIcon } from '@sanity/icons';
import { defineType } from 'sanity';
import { sectionPreview, sectionTitleField } from './section-helpers';

export const bodyStylesSection = defineType({
  name: 'bodyStylesSection',
  title: 'Body styles',
  type: 'object',
  icon: ThLargeIcon,
  description: 'Lists the active body styles.',
  fields: [sectionTitleField()],
  preview: sectionPreview('Body styles', ThLargeIcon),
});
