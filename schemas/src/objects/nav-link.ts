import { LinkIcon } from '@sanity/icons';
import { defineField, defineType } from 'sanity';
import { hrefField } from '../fields';

export const navLink = defineType({
  name: 'navLink',
  title: 'Menu link',
  type: 'object',
  icon: LinkIcon,
  fields: [
    defineField({ name: 'label', title: 'Label', type: 'string', validation: (rule) => rule.required().max(60) }),
    defineField({
      name: 'labelEs',
      title: 'Label (Spanish)',
      type: 'string',
      description: 'Shown when the visitor reads the site in Spanish; empty shows the English label.',
      validation: (rule) => rule.max(60),
    }),
    hrefField({ required: true }),
  ],
  preview: { select: { title: 'label', subtitle: 'href' } },
});
