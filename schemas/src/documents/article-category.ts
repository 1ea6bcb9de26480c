import { TagsIcon } from '@sanity/icons';
import { defineField, defineType } from 'sanity';
import { orderRankField, slugField } from '../fields';

export const articleCategory = defineType({
  name: 'articleCategory',
  title: 'Article category',
  type: 'document',
  icon: TagsIcon,
  fields: [
    defineField({ name: 'title', title: 'Title', type: 'string', validation: (rule) => rule.required() }),
    slugField(),
    defineField({ name: 'description', title: 'Description', type: 'text', rows: 3 }),
    orderRankField(),
  ],
  orderings: [{ title: 'Sort order', name: 'orderRank', by: [{ field: 'orderRank', direction: 'asc' }] }],
  preview: { select: { title: 'title', subtitle: 'slug.current' } },
});
