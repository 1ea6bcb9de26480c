import { FilterIcon } from '@sanity/icons';
import { defineArrayMember, defineField, defineType } from 'sanity';
import { hrefField, imageField } from '../fields';
import { sectionPreview, sectionTitleField } from './section-helpers';

export const specialFiltersSection = defineType({
  name: 'specialFiltersSection',
  title: 'Special filters',
  type: 'object',
  icon: FilterIcon,
  fields: [
    sectionTitleField(),
    defineField({
      name: 'filters',
      title: 'Filters',
      type: 'array',
      description: 'Shortcut tiles into filtered inventory.',
      of: [
        defineArrayMember({
          name: 'specialFilter',
          title: 'Filter',
          type: 'object',
          fields: [
            defineField({ name: 'label', title: 'Label', type: 'string', validation: (rule) => rule.required() }),
            hrefField({ required: true, description: 'An inventory path, e.g. /used-cars-for-sale?maxPrice=15000.' }),
            imageField({ name: 'image', title: 'Image' }),
          ],
          preview: { select: { title: 'label', subtitle: 'href', media: 'image' } },
        }),
      ],
      validation: (rule) => rule.required().min(1),
    }),
  ],
  preview: sectionPreview('Special filters', FilterIcon),
});
