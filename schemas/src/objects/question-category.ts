import { FolderIcon } from '@sanity/icons';
import { defineArrayMember, defineField, defineType } from 'sanity';

export const questionCategory = defineType({
  name: 'questionCategory',
  title: 'Question category',
  type: 'object',
  icon: FolderIcon,
  fields: [
    defineField({
      name: 'categoryId',
      title: 'Category id',
      type: 'string',
      description: 'Stable identifier used by the sell flow; do not change once live.',
      validation: (rule) => rule.required(),
    }),
    defineField({ name: 'title', title: 'Title', type: 'string', validation: (rule) => rule.required() }),
    defineField({ name: 'description', title: 'Description', type: 'text', rows: 2 }),
    defineField({
      name: 'questionIds',
      title: 'Question ids',
      type: 'array',
      description: 'The questions shown in this step, in order (their questionId values).',
      of: [defineArrayMember({ type: 'string' })],
      validation: (rule) => rule.required().min(1).unique(),
    }),
  ],
  preview: {
    select: { title: 'title', categoryId: 'categoryId', questionIds: 'questionIds' },
    prepare({ title, categoryId, questionIds }: { title?: string; categoryId?: string; questionIds?: string[] }) {
      return {
        title: title ?? categoryId ?? 'Category',
        subtitle: `${categoryId ?? '?'} · ${questionIds?.length ?? 0} questions`,
      };
    },
  },
});
