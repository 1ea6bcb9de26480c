import { CaseIcon } from '@sanity/icons';
import { defineType } from 'sanity';
import { sectionPreview, sectionTitleField } from './section-helpers';

export const positionsSection = defineType({
  name: 'positionsSection',
  title: 'Open positions',
  type: 'object',
  icon: CaseIcon,
  description: 'Lists the open job positions.',
  fields: [sectionTitleField()],
  preview: sectionPreview('Open positions', CaseIcon),
});
