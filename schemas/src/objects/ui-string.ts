import { TranslateIcon } from '@sanity/icons';
import { defineField, defineType } from 'sanity';

export const uiString = defineType({
  name: 'uiString',
  title: 'Interface text',
  type: 'object',
  icon: TranslateIcon,
  fields: [
    defineField({
      name: 'key',
      title: 'Key',
      type: 'string',
      description: 'The identifier the site looks the text up by, e.g. header.callUs.',
      validation: (rule) => rule.required().regex(/^[A-Za-z0-9_.-]+$/, { name: 'key' }),
    }),
    defineField({ name: 'en', title: 'English', type: 'text', rows: 2, validation: (rule) => rule.required() }),
    defineField({ name: 'es', title: 'Spanish', type: 'text', rows: 2 }),
  ],
  preview: { select: { title: 'key', subtitle: 'en' } },
});
