import { WrenchIcon } from '@sanity/icons';
import { defineType } from 'sanity';
import { sectionPreview, sectionTitleField } from './section-helpers';

export const servicesSection = defineType({
  name: 'servicesSection',
  title: 'Services',
  type: 'object',
  icon: WrenchIcon,
  description: 'Lists the service items.',
  fields: [sectionTitleField()],
  preview: sectionPreview('Services', WrenchIcon),
});
