import { BulbOutlineIcon } from '@sanity/icons';
import { defineType } from 'sanity';
import { sectionPreview, sectionTitleField } from './section-helpers';

export const promotionsSection = defineType({
  name: 'promotionsSection',
  title: 'Promotions',
  type: 'object',
  icon: BulbOutlineIcon,
  description: 'Shows the promotions carousel.',
  fields: [sectionTitleField()],
  preview: sectionPreview('Promotions', BulbOutlineIcon),
});
