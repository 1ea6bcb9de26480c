import { EnvelopeIcon } from '@sanity/icons';
import { defineField, defineType } from 'sanity';
import { LEAD_FORM_SECTION_FORMS } from '../constants';
import { optionList } from '../fields';
import { sectionTitleField } from './section-helpers';

export const leadFormSection = defineType({
  name: 'leadFormSection',
  title: 'Lead form',
  type: 'object',
  icon: EnvelopeIcon,
  description: 'A form that sends a lead e-mail: the contact form or the careers application.',
  fields: [
    sectionTitleField(),
    defineField({
      name: 'intro',
      title: 'Introduction',
      type: 'text',
      rows: 3,
      description: 'A short text above the form.',
      validation: (rule) => rule.max(500),
    }),
    defineField({
      name: 'form',
      title: 'Form',
      type: 'string',
      description: 'Contact: inquiry type, message and contact details. Careers: position, message and a résumé.',
      options: {
        list: optionList(LEAD_FORM_SECTION_FORMS, { contact: 'Contact form', careers: 'Careers application' }),
        layout: 'radio',
        direction: 'horizontal',
      },
      initialValue: 'contact',
      validation: (rule) => rule.required(),
    }),
  ],
  preview: {
    select: { title: 'title', form: 'form' },
    prepare({ title, form }: { title?: string; form?: string }) {
      return { title: title || 'Lead form', subtitle: `Lead form · ${form ?? '?'}`, media: EnvelopeIcon };
    },
  },
});
