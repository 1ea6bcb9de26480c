import { SearchIcon } from '@sanity/icons';
import { defineField, defineType } from 'sanity';
import { imageField } from '../fields';
import { validateSeoDescription } from '../validation';

export const seoFields = defineType({
  name: 'seoFields',
  title: 'SEO',
  type: 'object',
  icon: SearchIcon,
  options: { collapsible: true, collapsed: true },
  fields: [
    defineField({
      name: 'title',
      title: 'Meta title',
      type: 'string',
      description: 'Shown in search results and browser tabs; about 60 characters. Empty uses the page title.',
      validation: (rule) => rule.max(70).warning('Search engines cut titles longer than about 60–70 characters'),
    }),
    defineField({
      name: 'titleEs',
      title: 'Meta title (Spanish)',
      type: 'string',
      description: 'The meta title for visitors reading in Spanish. Empty uses the Spanish page title.',
      validation: (rule) => rule.max(70).warning('Search engines cut titles longer than about 60–70 characters'),
    }),
    defineField({
      name: 'description',
      title: 'Meta description',
      type: 'text',
      rows: 3,
      description: 'Shown under the title in search results; about 150 characters.',
      validation: (rule) => [
        rule.max(170).warning('Search engines cut descriptions longer than about 160 characters'),
        rule
          .custom((value: string | undefined, context) =>
            validateSeoDescription(value, (context.parent as { noIndex?: boolean } | undefined)?.noIndex),
          )
          .warning(),
      ],
    }),
    imageField({ name: 'image', title: 'Share image', description: 'Open Graph image, 1200×630.', altRequired: false }),
    defineField({
      name: 'noIndex',
      title: 'Hide from search engines',
      type: 'boolean',
      description: 'Adds noindex and leaves the page out of the sitemap.',
      initialValue: false,
    }),
  ],
});
