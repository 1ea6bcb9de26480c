import { defineField } from 'sanity';
import type { ComponentType } from 'react';

/** The optional heading most sections start with. */
export const sectionTitleField = (required = false) =>
  defineField({
    name: 'title',
    title: 'Heading',
    type: 'string',
    validation: (rule) => (required ? rule.required() : rule),
  });

/** Preview for a section: its heading, and the section kind underneath. */
export const sectionPreview = (kind: string, icon: ComponentType) => ({
  select: { title: 'title' },
  prepare({ title }: { title?: string }) {
    return { title: title || kind, subtitle: kind, media: icon };
  },
});
