import { DocumentIcon } from '@sanity/icons';
import { defineArrayMember, defineField, defineType } from 'sanity';
import { PAGE_ROUTE_NAMES, SECTION_TYPES } from '../constants';
import { SEO_GROUP, uniqueAcrossDocuments } from '../fields';
import { routes, type RouteName } from '../routes';
import { validateRequiredSeo, type SeoValue } from '../validation';

export const page = defineType({
  name: 'page',
  title: 'Page',
  type: 'document',
  icon: DocumentIcon,
  groups: [{ name: 'content', title: 'Content', default: true }, SEO_GROUP],
  fields: [
    defineField({
      name: 'route',
      title: 'Route',
      type: 'string',
      group: 'content',
      description: 'Which site page these sections fill. One page document per route.',
      options: { list: PAGE_ROUTE_NAMES.map((name) => ({ title: `${name} (${routes[name].pattern})`, value: name })) },
      validation: (rule) => rule.required().custom(uniqueAcrossDocuments('page', 'route')),
    }),
    defineField({
      name: 'title',
      title: 'Title',
      type: 'string',
      group: 'content',
      validation: (rule) => rule.required(),
    }),
    defineField({
      name: 'titleEs',
      title: 'Title (Spanish)',
      type: 'string',
      group: 'content',
      description: 'The heading and tab title for visitors reading in Spanish; empty shows the English title.',
    }),
    defineField({
      name: 'sections',
      title: 'Sections',
      type: 'array',
      group: 'content',
      of: SECTION_TYPES.map((type) => defineArrayMember({ type })),
      options: { insertMenu: { filter: true, views: [{ name: 'list' }] } },
    }),
    defineField({
      name: 'seo',
      title: 'SEO',
      type: 'seoFields',
      group: 'seo',
      validation: (rule) => rule.custom((seo: SeoValue | undefined) => validateRequiredSeo(seo)),
    }),
  ],
  preview: {
    select: { title: 'title', route: 'route', sections: 'sections' },
    prepare({ title, route, sections }: { title?: string; route?: string; sections?: unknown[] }) {
      const pattern = route && route in routes ? routes[route as RouteName].pattern : route;
      return {
        title: title ?? route ?? 'Page',
        subtitle: [pattern, `${sections?.length ?? 0} sections`].filter(Boolean).join(' · '),
      };
    },
  },
});
