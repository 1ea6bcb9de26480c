import { BillIcon } from '@sanity/icons';
import { defineArrayMember, defineField, defineType } from 'sanity';
import { OFFER_EXPIRATION_PLACEHOLDER, OFFER_RECURRENCES, OFFER_TYPES, VEHICLE_CONDITIONS } from '../constants';
import { imageField, optionList, uniqueAcrossDocuments, type PreviewMedia } from '../fields';
import { validateEndAfterStart, validateOfferDisclaimer, validateUrlId } from '../validation';

interface OfferDates {
  startDate?: string;
  endDate?: string;
}

export const offer = defineType({
  name: 'offer',
  title: 'Offer',
  type: 'document',
  icon: BillIcon,
  groups: [
    { name: 'content', title: 'Content', default: true },
    { name: 'schedule', title: 'Schedule' },
    { name: 'vehicles', title: 'Vehicles' },
  ],
  fields: [
    defineField({
      name: 'name',
      title: 'Name',
      type: 'string',
      group: 'content',
      validation: (rule) => rule.required(),
    }),
    defineField({
      name: 'offerId',
      title: 'Offer id',
      type: 'string',
      group: 'content',
      description: 'Part of the offer’s address (/special-offers/<type>/<id>); keep it stable.',
      validation: (rule) =>
        rule
          .required()
          .custom((value: string | undefined) => validateUrlId(value))
          .custom(uniqueAcrossDocuments('offer', 'offerId', 'offer id')),
    }),
    defineField({
      name: 'offerType',
      title: 'Offer type',
      type: 'string',
      group: 'content',
      description: 'Which offers page lists it.',
      options: {
        list: optionList(OFFER_TYPES, { sales: 'Sales', service: 'Service', dealer: 'Dealer' }),
        layout: 'radio',
        direction: 'horizontal',
      },
      validation: (rule) => rule.required(),
    }),
    defineField({ name: 'department', title: 'Department', type: 'string', group: 'content' }),
    defineField({
      name: 'type',
      title: 'Source',
      type: 'string',
      group: 'content',
      options: { list: [{ title: 'Dealer', value: 'dealer' }] },
      initialValue: 'dealer',
    }),
    defineField({
      name: 'typeLabel',
      title: 'Type label',
      type: 'string',
      group: 'content',
      description: 'Shown above the name, e.g. “Service special”.',
    }),
    defineField({
      name: 'badge',
      title: 'Badge',
      type: 'string',
      group: 'content',
      description: 'Short highlight, e.g. “$50 off”.',
    }),
    imageField({ name: 'image', title: 'Image', group: 'content' }),
    defineField({ name: 'description', title: 'Description', type: 'text', rows: 4, group: 'content' }),
    defineField({
      name: 'disclaimer',
      title: 'Disclaimer',
      type: 'text',
      rows: 4,
      group: 'content',
      description: `Fine print. ${OFFER_EXPIRATION_PLACEHOLDER} is replaced with the end date.`,
      validation: (rule) =>
        rule.custom((disclaimer: string | undefined, context) =>
          validateOfferDisclaimer(disclaimer, (context.document as OfferDates | undefined)?.endDate),
        ),
    }),
    defineField({
      name: 'recurring',
      title: 'Repeats',
      type: 'string',
      group: 'schedule',
      description: 'Monthly offers roll their dates forward each month.',
      options: {
        list: optionList(OFFER_RECURRENCES, { none: 'Does not repeat', monthly: 'Monthly' }),
        layout: 'radio',
        direction: 'horizontal',
      },
      initialValue: 'none',
    }),
    defineField({ name: 'startDate', title: 'Starts', type: 'date', group: 'schedule' }),
    defineField({
      name: 'endDate',
      title: 'Ends',
      type: 'date',
      group: 'schedule',
      description: 'Last day of the offer (inclusive).',
      validation: (rule) =>
        rule.custom((endDate: string | undefined, context) =>
          validateEndAfterStart((context.document as OfferDates | undefined)?.startDate, endDate, { allowSame: true }),
        ),
    }),
    defineField({
      name: 'vehicleConditions',
      title: 'Eligible vehicles',
      type: 'array',
      group: 'vehicles',
      description: 'Empty: any vehicle. Each row narrows by the fields it fills.',
      of: [
        defineArrayMember({
          name: 'vehicleCondition',
          title: 'Vehicles',
          type: 'object',
          fields: [
            defineField({
              name: 'condition',
              title: 'Condition',
              type: 'string',
              options: { list: optionList(VEHICLE_CONDITIONS) },
            }),
            defineField({
              name: 'year',
              title: 'Model year',
              type: 'number',
              validation: (rule) => rule.integer().min(1950),
            }),
            defineField({ name: 'make', title: 'Make', type: 'string' }),
            defineField({ name: 'model', title: 'Model', type: 'string' }),
            defineField({
              name: 'mileage',
              title: 'Maximum mileage',
              type: 'number',
              validation: (rule) => rule.integer().min(0),
            }),
          ],
          preview: {
            select: { condition: 'condition', year: 'year', make: 'make', model: 'model', mileage: 'mileage' },
            prepare({
              condition,
              year,
              make,
              model,
              mileage,
            }: {
              condition?: string;
              year?: number;
              make?: string;
              model?: string;
              mileage?: number;
            }) {
              const title = [condition, year, make, model].filter(Boolean).join(' ') || 'Any vehicle';
              return {
                title,
                subtitle: mileage === undefined ? undefined : `up to ${mileage.toLocaleString('en-US')} mi`,
              };
            },
          },
        }),
      ],
    }),
    defineField({
      name: 'store',
      title: 'Store',
      type: 'reference',
      group: 'content',
      to: [{ type: 'store' }],
      description: 'Empty: every store.',
    }),
  ],
  orderings: [{ title: 'Ending soonest', name: 'endDateAsc', by: [{ field: 'endDate', direction: 'asc' }] }],
  preview: {
    select: { title: 'name', offerType: 'offerType', badge: 'badge', endDate: 'endDate', media: 'image' },
    prepare({
      title,
      offerType,
      badge,
      endDate,
      media,
    }: {
      title?: string;
      offerType?: string;
      badge?: string;
      endDate?: string;
      media?: PreviewMedia;
    }) {
      return {
        title: title ?? 'Offer',
        subtitle: [offerType, badge, endDate ? `ends ${endDate}` : null].filter(Boolean).join(' · '),
        media,
      };
    },
  },
});
