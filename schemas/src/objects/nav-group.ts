import { MenuIcon } from '@sanity/icons';
import { defineArrayMember, defineField, defineType } from 'sanity';
import { hrefField } from '../fields';

export const navGroup = defineType({
  name: 'navGroup',
  title: 'Menu group',
  type: 'object',
  icon: MenuIcon,
  fields: [
    defineField({ name: 'label', title: 'Label', type: 'string', validation: (rule) => rule.required().max(60) }),
    defineField({
      name: 'labelEs',
      title: 'Label (Spanish)',
      type: 'string',
      description: 'Shown when the visitor reads the site in Spanish; empty shows the English label.',
      validation: (rule) => rule.max(60),
    }),
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
