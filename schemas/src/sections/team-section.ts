import { UsersIcon } from '@sanity/icons';
import { defineType } from 'sanity';
import { sectionPreview, sectionTitleField } from './section-helpers';

export const teamSection = defineType({
  name: 'teamSection',
  title: 'Team',
  type: 'object',
  icon: UsersIcon,
  description: 'Lists the team members of the selected store.',
  fields: [sectionTitleField()],
  preview: sectionPreview('Team', UsersIcon),
});
