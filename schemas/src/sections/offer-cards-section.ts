import { CreditCardIcon } from '@sanity/icons';
import { defineArrayMember, defineField, defineType } from 'sanity';
import { hrefField } from '../fields';
import { sectionPreview, sectionTitleField } from './section-helpers';

export const offerCardsSection = defineType({
  name: 'offerCardsSection',
  title: 'Offer cards',
  type: 'object',
  icon: CreditCardIcon,
  fields: [
    sectionTitleField(),
    defineField({
      name: 'cards',
      title: 'Cards',
      type: 'array',
      of: [
        defineArrayMember({
          name: 'offerCard',
          title: 'Card',
          type: 'object',
          fields: [
            defineField({ name: 'title', title: 'Title', type: 'string', validation: (rule) => rule.required() }),
            defineField({ name: 'text', title: 'Text', type: 'text', rows: 3 }),
            defineField({
              name: 'bullets',
              title: 'Bullets',
              type: 'array',
              of: [defineArrayMember({ type: 'string' })],
            }),
            defineField({ name: 'ctaLabel', title: 'Button label', type: 'string' }),
            hrefField({ name: 'ctaHref', title: 'Button link' }),
          ],
          preview: { select: { title: 'title', subtitle: 'ctaHref' } },
        }),
      ],
      validation: (rule) => rule.required().min(1),
    }),
  ],
  preview: sectionPreview('Offer cards', CreditCardIcon),
});
