import { CaseIcon } from '@sanity/icons';
import { defineField, defineType } from 'sanity';
import { slugField } from '../fields';

export const jobPosition = defineType({
  name: 'jobPosition',
  title: 'Job position',
  type: 'document',
  icon: CaseIcon,
  fields: [
    defineField({ name: 'title', title: 'Title', type: 'string', validation: (rule) => rule.required() }),
    slugField(),
    defineField({
      name: 'department',
      title: 'Department',
      type: 'string',
      description: 'e.g. Sales, Service, Finance.',
    }),
    defineField({
      name: 'employmentType',
      title: 'Employment type',
      type: 'string',
      description: 'e.g. Full-time, Part-time.',
    }),
    defineField({ name: 'store', title: 'Store', type: 'reference', to: [{ type: 'store' }] }),
    defineField({ name: 'summary', title: 'Summary', type: 'text', rows: 3, validation: (rule) => rule.max(400) }),
    defineField({ name: 'description', title: 'Description', type: 'richText' }),
    defineField({
      name: 'active',
      title: 'Open position',
      type: 'boolean',
      description: 'Listed on the careers page.',
      initialValue: true,
    }),
  ],
  preview: {
    select: { title: 'title', department: 'department', active: 'active', store: 'store.name' },
    prepare({
      title,
      department,
      active,
      store,
    }: {
      title?: string;
      department?: string;
      active?: boolean;
      store?: string;
    }) {
      return {
        title: title ?? 'Position',
        subtitle: [department, store, active === false ? 'closed' : null].filter(Boolean).join(' · '),
      };
    },
  },
});
