import { BlockContentIcon, LinkIcon } from '@sanity/icons';
import { defineArrayMember, defineField, defineType } from 'sanity';
import { imageSubFields } from '../fields';
import { validateHref } from '../validation';

export const richText = defineType({
  name: 'richText',
  title: 'Rich text',
  type: 'array',
  icon: BlockContentIcon,
  of: [
    defineArrayMember({
      type: 'block',
      styles: [
        { title: 'Normal', value: 'normal' },
        { title: 'Heading 2', value: 'h2' },
        { title: 'Heading 3', value: 'h3' },
        { title: 'Heading 4', value: 'h4' },
        { title: 'Quote', value: 'blockquote' },
      ],
      lists: [
        { title: 'Bullets', value: 'bullet' },
        { title: 'Numbers', value: 'number' },
      ],
      marks: {
        decorators: [
          { title: 'Bold', value: 'strong' },
          { title: 'Italic', value: 'em' },
          { title: 'Underline', value: 'underline' },
        ],
        annotations: [
          defineArrayMember({
            name: 'link',
            title: 'Link',
            type: 'object',
            icon: LinkIcon,
            fields: [
              defineField({
                name: 'href',
                title: 'Link',
                type: 'string',
                description: 'A path on this site such as /contact-us, a full URL, mailto: or tel:.',
                validation: (rule) => rule.required().custom((value: string | undefined) => validateHref(value)),
              }),
            ],
          }),
        ],
      },
    }),
    defineArrayMember({
      type: 'image',
      options: { hotspot: true },
      fields: imageSubFields({ altRequired: true, caption: true }),
    }),
    defineArrayMember({ type: 'table' }),
    defineArrayMember({ type: 'ctaBlock' }),
  ],
});
