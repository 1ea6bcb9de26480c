import { UserIcon } from '@sanity/icons';
import { defineField, defineType } from 'sanity';
import { imageField, slugField } from '../fields';

export const author = defineType({
  name: 'author',
  title: 'Author',
  type: 'document',
  icon: UserIcon,
  fields: [
    defineField({ name: 'name', title: 'Name', type: 'string', validation: (rule) => rule.required() }),
    slugField({ source: 'name' }),
    defineField({ name: 'role', title: 'Role', type: 'string' }),
    imageField({ name: 'image', title: 'Photo' }),
    defineField({ name: 'bio', title: 'Biography', type: 'text', rows: 4 }),
  ],
  preview: { select: { title: 'name', subtitle: 'role', media: 'image' } },
});
