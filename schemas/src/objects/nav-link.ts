import { LinkIcon } from '@sanity/icons';
import { defineType } from 'sanity';
import { hrefField, menuLabelFields } from '../fields';

export const navLink = defineType({
  name: 'navLink',
  title: 'Menu link',
  type: 'object',
  icon: LinkIcon,
  fields: [...menuLabelFields(), hrefField({ required: true })],
  preview: { select: { title: 'label', subtitle: 'href' } },
});
