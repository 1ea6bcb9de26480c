import { HomeIcon } from '@sanity/icons';
import { defineArrayMember, defineField, defineType } from 'sanity';
import { imageField, type PreviewMedia } from '../fields';
import {
  validateHexColor,
  validateStoreLeadRouting,
  validateTimezone,
  validateWeekHours,
  type DayHoursValue,
  type LeadRouteValue,
} from '../validation';

/** No US combined sales tax rate comes near this; a larger number is a typo (a rate typed as a fraction of 100 twice). */
const SALES_TAX_PERCENT_MAX = 15;

const coordinate = (name: 'latitude' | 'longitude' | 'lat' | 'lng', title: string, group?: string) =>
  defineField({
    name,
    title,
    type: 'number',
    group,
    validation: (rule) => (name === 'latitude' || name === 'lat' ? rule.min(-90).max(90) : rule.min(-180).max(180)),
  });

const mapView = (name: 'mobile' | 'desktop', title: string) =>
  defineField({
    name,
    title,
    type: 'object',
    options: { collapsible: true, collapsed: true },
    fields: [
      defineField({
        name: 'center',
        title: 'Centre',
        type: 'object',
        fields: [coordinate('lat', 'Latitude'), coordinate('lng', 'Longitude')],
      }),
      defineField({ name: 'zoom', title: 'Zoom', type: 'number', validation: (rule) => rule.min(1).max(22) }),
    ],
  });

const weekHours = (name: 'salesHours' | 'workingHours', title: string, description: string) =>
  defineField({
    name,
    title,
    type: 'array',
    group: 'hours',
    description: `${description} Seven rows, Monday to Sunday.`,
    of: [defineArrayMember({ type: 'dayHours' })],
    validation: (rule) => rule.custom((days: DayHoursValue[] | undefined) => validateWeekHours(days)),
  });

export const store = defineType({
  name: 'store',
  title: 'Store',
  type: 'document',
  icon: HomeIcon,
  groups: [
    { name: 'profile', title: 'Profile', default: true },
    { name: 'contact', title: 'Contact' },
    { name: 'hours', title: 'Hours' },
    { name: 'people', title: 'People' },
    { name: 'mapSocials', title: 'Map & socials' },
    { name: 'finance', title: 'Finance & fees' },
    { name: 'leadRouting', title: 'Lead routing' },
  ],
  fields: [
    defineField({
      name: 'storeId',
      title: 'Store id',
      type: 'string',
      group: 'profile',
      description: 'Stable key (the document id is store.<storeId>); kept in the visitor’s store cookie.',
      validation: (rule) => rule.required().regex(/^[a-z0-9-]+$/, { name: 'lower-case id' }),
    }),
    defineField({
      name: 'name',
      title: 'Name',
      type: 'string',
      group: 'profile',
      validation: (rule) => rule.required(),
    }),
    defineField({
      name: 'site',
      title: 'Website',
      type: 'object',
      group: 'profile',
      fields: [
        defineField({
          name: 'url',
          title: 'URL',
          type: 'url',
          validation: (rule) => rule.uri({ scheme: ['https', 'http'] }),
        }),
        defineField({ name: 'name', title: 'Site name', type: 'string' }),
        defineField({ name: 'description', title: 'Description', type: 'text', rows: 3 }),
        imageField({ name: 'image', title: 'Share image', altRequired: false }),
        imageField({ name: 'twitterImage', title: 'Twitter image', altRequired: false }),
      ],
    }),
    defineField({
      name: 'logo',
      title: 'Logo',
      type: 'object',
      group: 'profile',
      fields: [
        imageField({ name: 'light', title: 'For light backgrounds', altRequired: false }),
        imageField({ name: 'dark', title: 'For dark backgrounds', altRequired: false }),
        imageField({ name: 'icon', title: 'Icon', altRequired: false }),
      ],
    }),
    defineField({
      name: 'color',
      title: 'Brand colour',
      type: 'string',
      group: 'profile',
      description: 'Hex, e.g. #C8102E.',
      validation: (rule) => rule.custom((value: string | undefined) => validateHexColor(value)),
    }),
    defineField({
      name: 'timezone',
      title: 'Time zone',
      type: 'string',
      group: 'hours',
      description: 'IANA name, e.g. America/Chicago. Opening hours are in this zone.',
      initialValue: 'America/Chicago',
      validation: (rule) => rule.required().custom((value: string | undefined) => validateTimezone(value)),
    }),
    defineField({
      name: 'addressLine1',
      title: 'Address line 1',
      type: 'string',
      group: 'contact',
      validation: (rule) => rule.required(),
    }),
    defineField({ name: 'addressLine2', title: 'Address line 2', type: 'string', group: 'contact' }),
    defineField({
      name: 'city',
      title: 'City',
      type: 'string',
      group: 'contact',
      validation: (rule) => rule.required(),
    }),
    defineField({
      name: 'state',
      title: 'State',
      type: 'string',
      group: 'contact',
      validation: (rule) => rule.required(),
    }),
    defineField({
      name: 'stateShort',
      title: 'State code',
      type: 'string',
      group: 'contact',
      description: 'Two letters, e.g. TX.',
      validation: (rule) => rule.required().regex(/^[A-Z]{2}$/, { name: 'two capital letters' }),
    }),
    defineField({
      name: 'zip',
      title: 'ZIP code',
      type: 'string',
      group: 'contact',
      validation: (rule) => rule.required().regex(/^\d{5}(-\d{4})?$/, { name: 'ZIP' }),
    }),
    defineField({ name: 'country', title: 'Country', type: 'string', group: 'contact', initialValue: 'US' }),
    defineField({
      name: 'phone',
      title: 'Sales phone',
      type: 'string',
      group: 'contact',
      validation: (rule) => rule.required(),
    }),
    defineField({ name: 'servicePhone', title: 'Service phone', type: 'string', group: 'contact' }),
    defineField({
      name: 'email',
      title: 'E-mail',
      type: 'string',
      group: 'contact',
      validation: (rule) => rule.email(),
    }),
    weekHours('salesHours', 'Sales hours', 'When the showroom is open.'),
    weekHours('workingHours', 'Service hours', 'When the service department is open.'),
    defineField({
      name: 'hasServiceDepartment',
      title: 'Has a service department',
      type: 'boolean',
      group: 'hours',
      initialValue: true,
    }),
    defineField({
      name: 'generalManager',
      title: 'General manager',
      type: 'object',
      group: 'people',
      fields: [
        imageField({ name: 'photo', title: 'Photo' }),
        defineField({ name: 'fullName', title: 'Full name', type: 'string' }),
        defineField({ name: 'firstName', title: 'First name', type: 'string' }),
        defineField({ name: 'title', title: 'Job title', type: 'string' }),
        defineField({ name: 'phone', title: 'Phone', type: 'string' }),
        defineField({ name: 'email', title: 'E-mail', type: 'string', validation: (rule) => rule.email() }),
      ],
    }),
    defineField({
      name: 'map',
      title: 'Map',
      type: 'object',
      group: 'mapSocials',
      fields: [
        coordinate('latitude', 'Latitude'),
        coordinate('longitude', 'Longitude'),
        mapView('mobile', 'Mobile view'),
        mapView('desktop', 'Desktop view'),
      ],
    }),
    defineField({
      name: 'socials',
      title: 'Social profiles',
      type: 'array',
      group: 'mapSocials',
      of: [
        defineArrayMember({
          name: 'social',
          title: 'Profile',
          type: 'object',
          fields: [
            defineField({
              name: 'platform',
              title: 'Platform',
              type: 'string',
              description: 'e.g. facebook, instagram, youtube, x, tiktok.',
              validation: (rule) => rule.required(),
            }),
            defineField({
              name: 'url',
              title: 'URL',
              type: 'url',
              validation: (rule) => rule.required().uri({ scheme: ['https', 'http'] }),
            }),
          ],
          preview: { select: { title: 'platform', subtitle: 'url' } },
        }),
      ],
    }),
    defineField({
      name: 'ratings',
      title: 'Ratings',
      type: 'object',
      group: 'mapSocials',
      fields: [
        defineField({
          name: 'google',
          title: 'Google',
          type: 'object',
          fields: [
            defineField({ name: 'rating', title: 'Rating', type: 'number', validation: (rule) => rule.min(0).max(5) }),
            defineField({
              name: 'count',
              title: 'Number of reviews',
              type: 'number',
              validation: (rule) => rule.integer().min(0),
            }),
            defineField({ name: 'url', title: 'Reviews URL', type: 'url' }),
          ],
        }),
      ],
    }),
    defineField({
      name: 'fees',
      title: 'Fees',
      type: 'object',
      group: 'finance',
      fields: [
        defineField({
          name: 'documentary',
          title: 'Documentary fee ($)',
          type: 'number',
          validation: (rule) => rule.min(0),
        }),
      ],
    }),
    defineField({
      name: 'taxes',
      title: 'Sales tax',
      type: 'object',
      group: 'finance',
      // How the deal sheet uses these: docs/deal-sheet.md#tax.
      description:
        'What the deal sheet adds for tax. Leave the rate empty and the deal sheet says tax is not included.',
      fields: [
        defineField({
          name: 'salesTaxPercent',
          title: 'Sales tax rate (%)',
          type: 'number',
          description: 'State and local rate combined, in percent (e.g. 8.25).',
          validation: (rule) => rule.min(0).max(SALES_TAX_PERCENT_MAX).precision(3),
        }),
        defineField({
          name: 'tradeInReducesTax',
          title: 'A trade-in reduces the taxed amount',
          type: 'boolean',
          description: 'On where the state taxes the price less the trade-in’s value (Illinois does, up to a cap).',
          initialValue: false,
        }),
        defineField({
          name: 'tradeInTaxCreditCap',
          title: 'Most a trade-in takes off the taxed amount ($)',
          type: 'number',
          description: 'Empty: the whole trade-in value. Illinois: 10000.',
          hidden: ({ parent }) => (parent as { tradeInReducesTax?: boolean } | undefined)?.tradeInReducesTax !== true,
          validation: (rule) => rule.min(0).integer(),
        }),
      ],
    }),
    defineField({
      name: 'baseApr',
      title: 'Base APR (%)',
      type: 'number',
      group: 'finance',
      description: 'Starting interest rate for payment estimates, in percent (e.g. 6.99).',
      validation: (rule) => rule.min(0).max(40),
    }),
    defineField({
      name: 'leadRouting',
      title: 'Lead routing for this store',
      type: 'array',
      group: 'leadRouting',
      description:
        'Optional. Rows here win over the site’s lead routing (Site settings → Lead routing) for leads from visitors who chose this store; a form type without a row here uses the site’s row.',
      of: [defineArrayMember({ type: 'leadRoute' })],
      validation: (rule) => rule.custom((rows: LeadRouteValue[] | undefined) => validateStoreLeadRouting(rows)),
    }),
    defineField({
      name: 'ncss',
      title: 'NCSS',
      type: 'number',
      group: 'finance',
      description: 'New-car sales satisfaction score.',
      validation: (rule) => rule.min(0),
    }),
  ],
  preview: {
    select: { title: 'name', city: 'city', stateShort: 'stateShort', media: 'logo.icon', routes: 'leadRouting' },
    prepare({
      title,
      city,
      stateShort,
      media,
      routes,
    }: {
      title?: string;
      city?: string;
      stateShort?: string;
      media?: PreviewMedia;
      routes?: unknown[];
    }) {
      const overrides = routes?.length ? `${routes.length} own lead route${routes.length === 1 ? '' : 's'}` : null;
      return {
        title: title ?? 'Store',
        subtitle: [[city, stateShort].filter(Boolean).join(', '), overrides].filter(Boolean).join(' · '),
        media,
      };
    },
  },
});
