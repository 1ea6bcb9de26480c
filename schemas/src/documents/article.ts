import { DocumentTextIcon } from '@sanity/icons';
import { defineField, defineType } from 'sanity';
import { imageField, SEO_GROUP, slugField, type PreviewMedia } from '../fields';
import { validateRequiredSeo, validateRoutedSlug, validateSlug, type SeoValue } from '../validation';

export const article = defineType({
  name: 'article',
  title: 'Article',
  type: 'document',
  icon: DocumentTextIcon,
  groups: [{ name: 'content', title: 'Content', default: true }, { name: 'meta', title: 'Listing' }, SEO_GROUP],
  fields: [
    defineField({
      name: 'title',
      title: 'Title',
      type: 'string',
      group: 'content',
      validation: (rule) => rule.required().max(120),
    }),
    {
      ...slugField({ group: 'content' }),
      validation: (rule) =>
        rule
          .required()
          .custom((value: { current?: string } | undefined) => validateSlug(value))
          .custom((value: { current?: string } | undefined) => validateRoutedSlug('article', value)),
    },
    defineField({
      name: 'excerpt',
      title: 'Excerpt',
      type: 'text',
      rows: 3,
      group: 'content',
      description: 'One or two sentences for cards and the meta description fallback.',
      validation: (rule) => rule.max(300),
    }),
    imageField({ name: 'mainImage', title: 'Main image', group: 'content' }),
    defineField({
      name: 'body',
      title: 'Body',
      type: 'richText',
      group: 'content',
      validation: (rule) => rule.required(),
    }),
    defineField({
      name: 'category',
      title: 'Category',
      type: 'reference',
      group: 'meta',
      to: [{ type: 'articleCategory' }],
      validation: (rule) => rule.required(),
    }),
    defineField({ name: 'author', title: 'Author', type: 'reference', group: 'meta', to: [{ type: 'author' }] }),
    defineField({
      name: 'publishedAt',
      title: 'Published',
      type: 'datetime',
      group: 'meta',
      initialValue: () => new Date().toISOString(),
      validation: (rule) => rule.required(),
    }),
    defineField({
      name: 'helpCenter',
      title: 'List in the help center',
      type: 'boolean',
      group: 'meta',
      initialValue: false,
    }),
    defineField({
      name: 'seo',
      title: 'SEO',
      type: 'seoFields',
      group: 'seo',
      validation: (rule) =>
        rule.custom((seo: SeoValue | undefined, context) =>
          validateRequiredSeo(seo, (context.document as { excerpt?: string } | undefined)?.excerpt ?? null),
        ),
    }),
  ],
  orderings: [{ title: 'Newest first', name: 'publishedAtDesc', by: [{ field: 'publishedAt', direction: 'desc' }] }],
  preview: {
    select: { title: 'title', category: 'category.title', publishedAt: 'publishedAt', media: 'mainImage' },
    prepare({
      title,
      category,
      publishedAt,
      media,
    }: {
      title?: string;
      category?: string;
      publishedAt?: string;
      media?: PreviewMedia;
    }) {
      return {
        title: title ?? 'Article',
        subtitle: [category, publishedAt?.slice(0, 10)].filter(Boolean).join(' · '),
        media,
      };
    },
  },
});
