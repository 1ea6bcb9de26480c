import { EnvelopeIcon } from '@sanity/icons';
import { defineType } from 'sanity';
import { sectionPreview, sectionTitleField } from './section-helpers';

export const contactSection = defineType({
  name: 'contactSection',
  title: 'Contact',
  type: 'object',
  icon: EnvelopeIcon,
  description: 'Store contact details, hours and the contact form.',
  fields: [sectionTitleField()],
  preview: sectionPreview('Contact', EnvelopeIcon),
});
