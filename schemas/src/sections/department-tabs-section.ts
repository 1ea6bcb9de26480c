import { SplitVerticalIcon } from '@sanity/icons';
import { defineArrayMember, defineField, defineType } from 'sanity';
import { DEPARTMENT_TAB_KEYS } from '../constants';
import { hrefField, imageField, optionList } from '../fields';
import { sectionPreview, sectionTitleField } from './section-helpers';

export const departmentTabsSection = defineType({
  name: 'departmentTabsSection',
  title: 'Department tabs',
  type: 'object',
  icon: SplitVerticalIcon,
  fields: [
    sectionTitleField(),
    defineField({
      name: 'tabs',
      title: 'Tabs',
      type: 'array',
      of: [
        defineArrayMember({
          name: 'departmentTab',
          title: 'Tab',
          type: 'object',
          fields: [
            defineField({
              name: 'department',
              title: 'Department',
              type: 'string',
              options: {
                list: optionList(DEPARTMENT_TAB_KEYS, {
                  finance: 'Finance',
                  shop: 'Shop',
                  sellTrade: 'Sell / trade',
                  service: 'Service',
                }),
              },
              validation: (rule) => rule.required(),
            }),
            defineField({ name: 'title', title: 'Title', type: 'string', validation: (rule) => rule.required() }),
            defineField({ name: 'text', title: 'Text', type: 'text', rows: 3 }),
            defineField({ name: 'ctaLabel', title: 'Button label', type: 'string' }),
            hrefField({ name: 'ctaHref', title: 'Button link' }),
            imageField({ name: 'image', title: 'Image' }),
          ],
          preview: { select: { title: 'title', subtitle: 'department', media: 'image' } },
        }),
      ],
      validation: (rule) => rule.required().min(1).max(DEPARTMENT_TAB_KEYS.length),
    }),
  ],
  preview: sectionPreview('Department tabs', SplitVerticalIcon),
});
