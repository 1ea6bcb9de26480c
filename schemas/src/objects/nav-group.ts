import { MenuIcon } from '@sanity/icons';
import { defineArrayMember, defineField, defineType } from 'sanity';
import { hrefField, menuLabelFields } from '../fields';

export const navGroup = defineType({
  name: 'navGroup',
  title: 'Menu group',
  type: 'object',
  icon: MenuIcon,
  fields: [
    ...menuLabelFields(),
    hrefField({ description: 'Optional: where the group heading itself links.' }),
    defineField({
      name: 'links',
      title: 'Links',
      type: 'array',
      of: [defineArrayMember({ type: 'navLink' })],
      validation: (rule) => rule.required().min(1),
    }),
  ],
  preview: {
    select: { title: 'label', links: 'links' },
    prepare({ title, links }: { title?: string; links?: unknown[] }) {
      return { title: title ?? 'Menu group', subtitle: `${links?.length ?? 0} links` };
    },
  },
});
