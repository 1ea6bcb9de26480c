import { BulbFilledIcon } from '@sanity/icons';
import { defineField, defineType } from 'sanity';
import { CALLOUT_VARIANTS } from '../constants';
import { hrefField, imageField, optionList } from '../fields';
import { sectionPreview, sectionTitleField } from './section-helpers';

export const calloutSection = defineType({
  name: 'calloutSection',
  title: 'Callout',
  type: 'object',
  icon: BulbFilledIcon,
  fields: [
    defineField({
      name: 'variant',
      title: 'Style',
      type: 'string',
      options: { list: optionList(CALLOUT_VARIANTS) },
      validation: (rule) => rule.required(),
    }),
    defineField({ name: 'eyebrow', title: 'Eyebrow', type: 'string', description: 'Small text above the heading.' }),
    sectionTitleField(true),
    defineField({ name: 'text', title: 'Text', type: 'text', rows: 3 }),
    defineField({ name: 'ctaLabel', title: 'Button label', type: 'string' }),
    hrefField({ name: 'ctaHref', title: 'Button link' }),
    imageField({ name: 'image', title: 'Image' }),
  ],
  preview: sectionPreview('Callout', BulbFilledIcon),
});
