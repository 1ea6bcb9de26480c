import { BillIcon } from '@sanity/icons';
import { defineField, defineType } from 'sanity';
import { OFFER_TYPES } from '../constants';
import { optionList } from '../fields';
import { sectionTitleField } from './section-helpers';

export const offersListSection = defineType({
  name: 'offersListSection',
  title: 'Offers list',
  type: 'object',
  icon: BillIcon,
  fields: [
    sectionTitleField(),
    defineField({
      name: 'offerType',
      title: 'Offer type',
      type: 'string',
      description: 'Empty: all current offers.',
      options: { list: optionList(OFFER_TYPES) },
    }),
  ],
  preview: {
    select: { title: 'title', offerType: 'offerType' },
    prepare({ title, offerType }: { title?: string; offerType?: string }) {
      return { title: title || 'Offers', subtitle: `Offers list · ${offerType ?? 'all'}`, media: BillIcon };
    },
  },
});
