import { EnvelopeIcon } from '@sanity/icons';
import { defineField, defineType } from 'sanity';
import { CRM_PROVIDERS, LEAD_FORM_TYPES, LEAD_MAIL_FORMATS } from '../constants';
import { optionList } from '../fields';
import { validateLeadRoute, type LeadRouteRowValue } from '../validation';

export const leadRoute = defineType({
  name: 'leadRoute',
  title: 'Lead route',
  type: 'object',
  icon: EnvelopeIcon,
  fields: [
    defineField({
      name: 'formType',
      title: 'Form type',
      type: 'string',
      description: 'The form whose leads this row routes. DEFAULT catches forms without their own row.',
      options: { list: optionList(LEAD_FORM_TYPES) },
      validation: (rule) => rule.required(),
    }),
    defineField({
      name: 'type',
      title: 'Mail format',
      type: 'string',
      description: 'ADF (XML for the CRM) or plain text for people.',
      options: {
        list: optionList(LEAD_MAIL_FORMATS, { adf: 'ADF (CRM XML)', text: 'Plain text' }),
        layout: 'radio',
        direction: 'horizontal',
      },
      initialValue: 'adf',
      validation: (rule) => rule.required(),
    }),
    defineField({ name: 'subject', title: 'Subject', type: 'string', validation: (rule) => rule.required().max(200) }),
    defineField({
      name: 'recipient',
      title: 'Recipient',
      type: 'string',
      description: 'The e-mail address that receives these leads.',
      validation: (rule) => rule.required().email(),
    }),
    defineField({
      name: 'crmProvider',
      title: 'CRM provider',
      type: 'string',
      description: 'eLeads merges customer and vehicle comments into the top-level comments; it needs the ADF format.',
      options: {
        list: optionList(CRM_PROVIDERS, { generic: 'Generic', eleads: 'eLeads' }),
        layout: 'radio',
        direction: 'horizontal',
      },
      initialValue: 'generic',
    }),
  ],
  validation: (rule) => rule.custom((value: LeadRouteRowValue | undefined) => validateLeadRoute(value)),
  preview: {
    select: { formType: 'formType', recipient: 'recipient', type: 'type' },
    prepare({ formType, recipient, type }: { formType?: string; recipient?: string; type?: string }) {
      return {
        title: formType ?? 'Form type?',
        subtitle: [type?.toUpperCase(), recipient].filter(Boolean).join(' → '),
      };
    },
  },
});
