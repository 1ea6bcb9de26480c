import { LockIcon } from '@sanity/icons';
import { defineField, defineType } from 'sanity';
import { LEGAL_SLUGS } from '../constants';
import { SEO_GROUP, slugField } from '../fields';
import { validateRequiredSeo, type SeoValue } from '../validation';

export const legalPage = defineType({
  name: 'legalPage',
  title: 'Legal page',
  type: 'document',
  icon: LockIcon,
  groups: [{ name: 'content', title: 'Content', default: true }, SEO_GROUP],
  fields: [
    defineField({
      name: 'title',
      title: 'Title',
      type: 'string',
      group: 'content',
      validation: (rule) => rule.required(),
    }),
    defineField({
      ...slugField({ group: 'content', description: `One of: ${LEGAL_SLUGS.join(', ')}.` }),
      validation: (rule) =>
        rule
          .required()
          .custom(
            (slug: { current?: string } | undefined) =>
              !slug?.current ||
              (LEGAL_SLUGS as readonly string[]).includes(slug.current) ||
              `Use one of: ${LEGAL_SLUGS.join(', ')}`,
          ),
    }),
    defineField({
      name: 'updatedAt',
      title: 'Last updated',
      type: 'date',
      group: 'content',
      validation: (rule) => rule.required(),
    }),
    defineField({
      name: 'body',
      title: 'Body',
      type: 'richText',
      group: 'content',
      validation: (rule) => rule.required(),
    }),
    defineField({
      name: 'seo',
      title: 'SEO',
      type: 'seoFields',
      group: 'seo',
      validation: (rule) => rule.custom((seo: SeoValue | undefined) => validateRequiredSeo(seo)),
    }),
  ],
  preview: { select: { title: 'title', subtitle: 'slug.current' } },
});
