import { UsersIcon } from '@sanity/icons';
import { defineField, defineType } from 'sanity';
import { TEAM_DEPARTMENTS } from '../constants';
import { imageField, optionList, orderRankField, slugField, type PreviewMedia } from '../fields';

export const teamMember = defineType({
  name: 'teamMember',
  title: 'Team member',
  type: 'document',
  icon: UsersIcon,
  fields: [
    defineField({ name: 'firstName', title: 'First name', type: 'string', validation: (rule) => rule.required() }),
    defineField({ name: 'lastName', title: 'Last name', type: 'string', validation: (rule) => rule.required() }),
    slugField({
      source: (doc) => [doc.firstName, doc.lastName].filter((part) => typeof part === 'string').join(' '),
      description: 'Generated from the name; the member’s page address.',
    }),
    defineField({
      name: 'department',
      title: 'Department',
      type: 'string',
      description: 'Display only.',
      options: { list: optionList(TEAM_DEPARTMENTS), layout: 'radio', direction: 'horizontal' },
      validation: (rule) => rule.required(),
    }),
    defineField({ name: 'title', title: 'Job title', type: 'string', validation: (rule) => rule.required() }),
    defineField({ name: 'phone', title: 'Phone', type: 'string' }),
    defineField({ name: 'email', title: 'E-mail', type: 'string', validation: (rule) => rule.email() }),
    defineField({
      name: 'rating',
      title: 'Rating',
      type: 'number',
      description: 'Average customer rating, 0–5.',
      validation: (rule) => rule.min(0).max(5).precision(1),
    }),
    imageField({ name: 'image', title: 'Photo' }),
    defineField({ name: 'bio', title: 'Biography', type: 'text', rows: 4 }),
    defineField({
      name: 'store',
      title: 'Store',
      type: 'reference',
      to: [{ type: 'store' }],
      validation: (rule) => rule.required(),
    }),
    orderRankField(),
  ],
  orderings: [
    { title: 'Sort order', name: 'orderRank', by: [{ field: 'orderRank', direction: 'asc' }] },
    { title: 'Last name', name: 'lastName', by: [{ field: 'lastName', direction: 'asc' }] },
  ],
  preview: {
    select: { firstName: 'firstName', lastName: 'lastName', title: 'title', department: 'department', media: 'image' },
    prepare({
      firstName,
      lastName,
      title,
      department,
      media,
    }: {
      firstName?: string;
      lastName?: string;
      title?: string;
      department?: string;
      media?: PreviewMedia;
    }) {
      return {
        title: [firstName, lastName].filter(Boolean).join(' ') || 'Team member',
        subtitle: [department, title].filter(Boolean).join(' · '),
        media,
      };
    },
  },
});
