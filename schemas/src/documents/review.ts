import { StarIcon } from '@sanity/icons';
import { defineArrayMember, defineField, defineType } from 'sanity';
import { REVIEW_CATEGORIES, REVIEW_PLATFORMS } from '../constants';
import { imageField, optionList, type PreviewMedia } from '../fields';

export const review = defineType({
  name: 'review',
  title: 'Review',
  type: 'document',
  icon: StarIcon,
  fields: [
    defineField({ name: 'reviewerName', title: 'Reviewer', type: 'string', validation: (rule) => rule.required() }),
    imageField({ name: 'reviewerPhoto', title: 'Reviewer photo', altRequired: false }),
    defineField({
      name: 'platform',
      title: 'Platform',
      type: 'string',
      options: { list: optionList(REVIEW_PLATFORMS) },
      validation: (rule) => rule.required(),
    }),
    defineField({
      name: 'rating',
      title: 'Rating',
      type: 'number',
      description: 'Stars, 1–5.',
      validation: (rule) => rule.required().min(1).max(5).integer(),
    }),
    defineField({ name: 'review', title: 'Review', type: 'text', rows: 5, validation: (rule) => rule.required() }),
    imageField({ name: 'photo', title: 'Photo' }),
    defineField({
      name: 'categories',
      title: 'Categories',
      type: 'array',
      of: [defineArrayMember({ type: 'string' })],
      options: { list: optionList(REVIEW_CATEGORIES) },
      validation: (rule) => rule.unique(),
    }),
    defineField({ name: 'url', title: 'Link to the review', type: 'url' }),
    defineField({ name: 'date', title: 'Date', type: 'date' }),
  ],
  orderings: [{ title: 'Newest first', name: 'dateDesc', by: [{ field: 'date', direction: 'desc' }] }],
  preview: {
    select: { title: 'reviewerName', platform: 'platform', rating: 'rating', media: 'reviewerPhoto' },
    prepare({
      title,
      platform,
      rating,
      media,
    }: {
      title?: string;
      platform?: string;
      rating?: number;
      media?: PreviewMedia;
    }) {
      return {
        title: title ?? 'Review',
        subtitle: [platform, rating ? '★'.repeat(rating) : null].filter(Boolean).join(' · '),
        media,
      };
    },
  },
});
