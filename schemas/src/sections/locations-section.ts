import { PinIcon } from '@sanity/icons';
import { defineType } from 'sanity';
import { sectionPreview, sectionTitleField } from './section-helpers';

export const locationsSection = defineType({
  name: 'locationsSection',
  title: 'Locations',
  type: 'object',
  icon: PinIcon,
  description: 'Lists the locations with a map.',
  fields: [sectionTitleField()],
  preview: sectionPreview('Locations', PinIcon),
});
