import { ImagesIcon } from '@sanity/icons';
import { defineArrayMember, defineField, defineType } from 'sanity';
import { hrefField, imageField, type PreviewMedia } from '../fields';

export const heroSection = defineType({
  name: 'heroSection',
  title: 'Hero',
  type: 'object',
  icon: ImagesIcon,
  fields: [
    defineField({
      name: 'slides',
      title: 'Slides',
      type: 'array',
      description: 'One slide is a static hero; several rotate.',
      of: [
        defineArrayMember({
          name: 'heroSlide',
          title: 'Slide',
          type: 'object',
          fields: [
            defineField({ name: 'title', title: 'Title', type: 'string', validation: (rule) => rule.required() }),
            defineField({ name: 'subtitle', title: 'Subtitle', type: 'text', rows: 2 }),
            imageField({ name: 'image', title: 'Image', required: true }),
            defineField({ name: 'ctaLabel', title: 'Button label', type: 'string' }),
            hrefField({ name: 'ctaHref', title: 'Button link' }),
          ],
          preview: { select: { title: 'title', subtitle: 'subtitle', media: 'image' } },
        }),
      ],
      validation: (rule) => rule.required().min(1).max(6),
    }),
  ],
  preview: {
    select: { title: 'slides.0.title', media: 'slides.0.image' },
    prepare({ title, media }: { title?: string; media?: PreviewMedia }) {
      return { title: title || 'Hero', subtitle: 'Hero', media: media ?? ImagesIcon };
    },
  },
});
