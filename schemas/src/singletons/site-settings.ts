import { CogIcon } from '@sanity/icons';
import { defineArrayMember, defineField, defineType } from 'sanity';
import {
  COOKIE_TIER_DEFAULT,
  COOKIE_TIER_MAX,
  COOKIE_TIER_MIN,
  INVENTORY_CONDITIONS,
  LANGUAGES,
  PAGE_KEYS,
  SITE_VARIANTS,
} from '../constants';
import { optionList } from '../fields';
import { findDuplicates, validateLeadRouting, validateLeadRoutingComplete, type LeadRouteValue } from '../validation';

/** Field group names, also used by the Studio structure ("Leads" opens `leadRouting`). */
export const SITE_SETTINGS_GROUPS = {
  general: 'general',
  navigation: 'navigation',
  leadRouting: 'leadRouting',
  popups: 'popups',
  localization: 'localization',
  seo: 'seo',
} as const;

export const siteSettings = defineType({
  name: 'siteSettings',
  title: 'Site settings',
  type: 'document',
  icon: CogIcon,
  groups: [
    { name: SITE_SETTINGS_GROUPS.general, title: 'General', default: true },
    { name: SITE_SETTINGS_GROUPS.navigation, title: 'Menus' },
    { name: SITE_SETTINGS_GROUPS.leadRouting, title: 'Lead routing' },
    { name: SITE_SETTINGS_GROUPS.popups, title: 'Popups & consent' },
    { name: SITE_SETTINGS_GROUPS.localization, title: 'Language & text' },
    { name: SITE_SETTINGS_GROUPS.seo, title: 'SEO' },
  ],
  fields: [
    defineField({
      name: 'variant',
      title: 'Site variant',
      type: 'string',
      group: 'general',
      description: 'Sell-car (buy cars from the public) or dealership (retail inventory).',
      options: {
        list: optionList(SITE_VARIANTS, { 'sell-car': 'Sell-car', dealership: 'Dealership' }),
        layout: 'radio',
        direction: 'horizontal',
      },
      validation: (rule) => rule.required(),
    }),
    defineField({
      name: 'siteName',
      title: 'Site name',
      type: 'string',
      group: 'general',
      validation: (rule) => rule.required(),
    }),
    defineField({
      name: 'enabledPages',
      title: 'Enabled pages',
      type: 'array',
      group: 'general',
      description: 'Features this site offers. A disabled page answers 404 and drops out of menus and the sitemap.',
      of: [defineArrayMember({ type: 'string' })],
      options: { list: optionList(PAGE_KEYS) },
      validation: (rule) => rule.required().min(1).unique(),
    }),
    defineField({
      name: 'defaultStore',
      title: 'Default store',
      type: 'reference',
      group: 'general',
      description: 'Used until the visitor chooses a store.',
      to: [{ type: 'store' }],
      validation: (rule) => rule.required(),
    }),
    defineField({
      name: 'inventoryConditions',
      title: 'Inventory conditions',
      type: 'array',
      group: 'general',
      description: 'Which inventories the site lists.',
      of: [defineArrayMember({ type: 'string' })],
      options: { list: optionList(INVENTORY_CONDITIONS, { new: 'New', used: 'Used' }) },
      validation: (rule) => rule.unique(),
    }),
    defineField({
      name: 'headerMenu',
      title: 'Header links',
      type: 'array',
      group: 'navigation',
      of: [defineArrayMember({ type: 'navLink' })],
    }),
    defineField({
      name: 'mainMenu',
      title: 'Main menu',
      type: 'array',
      group: 'navigation',
      of: [defineArrayMember({ type: 'navGroup' })],
    }),
    defineField({
      name: 'footerMenu',
      title: 'Footer links',
      type: 'array',
      group: 'navigation',
      of: [defineArrayMember({ type: 'navLink' })],
    }),
    defineField({
      name: 'leadRouting',
      title: 'Lead routing',
      type: 'array',
      group: 'leadRouting',
      description: 'One row per form type: mail format, subject and recipient. Forms without a row use DEFAULT.',
      of: [defineArrayMember({ type: 'leadRoute' })],
      validation: (rule) => [
        rule.custom((rows: LeadRouteValue[] | undefined) => validateLeadRouting(rows)),
        rule.custom((rows: LeadRouteValue[] | undefined) => validateLeadRoutingComplete(rows)).warning(),
      ],
    }),
    defineField({
      name: 'appendAdvertisingParameters',
      title: 'Append advertising parameters to text lead mails',
      type: 'boolean',
      group: 'leadRouting',
      description:
        'Adds the visitor’s campaign values (utm_*, gclid, fbclid, gbraid, gwraid) at the end of text lead mails. ADF mails never carry them.',
      initialValue: true,
    }),
    defineField({
      name: 'popups',
      title: 'Popups',
      type: 'array',
      group: 'popups',
      description: 'Active popups, in priority order.',
      of: [defineArrayMember({ type: 'reference', to: [{ type: 'popup' }] })],
      validation: (rule) => rule.unique(),
    }),
    defineField({
      name: 'cookieTier',
      title: 'Cookie consent tier',
      type: 'number',
      group: 'popups',
      description: '0: no banner · 1: notice · 2: opt-out · 3: opt-in before any tracking.',
      options: {
        list: [0, 1, 2, 3].map((tier) => ({ title: String(tier), value: tier })),
        layout: 'radio',
        direction: 'horizontal',
      },
      initialValue: COOKIE_TIER_DEFAULT,
      validation: (rule) => rule.required().integer().min(COOKIE_TIER_MIN).max(COOKIE_TIER_MAX),
    }),
    defineField({
      name: 'defaultLanguage',
      title: 'Default language',
      type: 'string',
      group: 'localization',
      options: {
        list: optionList(LANGUAGES, { en: 'English', es: 'Spanish' }),
        layout: 'radio',
        direction: 'horizontal',
      },
      initialValue: 'en',
      validation: (rule) => rule.required(),
    }),
    defineField({
      name: 'uiStrings',
      title: 'Interface text',
      type: 'array',
      group: 'localization',
      description: 'Texts the site shows outside page content, by key.',
      of: [defineArrayMember({ type: 'uiString' })],
      validation: (rule) =>
        rule.custom((strings: { key?: string }[] | undefined) => {
          const duplicates = findDuplicates((strings ?? []).map((item) => item.key));
          return duplicates.length === 0 || `Keys must be unique: ${duplicates.join(', ')}`;
        }),
    }),
    defineField({ name: 'seo', title: 'Default SEO', type: 'seoFields', group: 'seo' }),
    defineField({
      name: 'metadataTemplates',
      title: 'Metadata templates',
      type: 'object',
      group: 'seo',
      description:
        'Titles and descriptions of pages built from one document. Placeholders in braces are replaced; an empty one disappears with its separator.',
      options: { collapsible: true, collapsed: false },
      fields: [
        defineField({
          name: 'offerTitle',
          title: 'Offer page title',
          type: 'string',
          description: 'Placeholders: {offer_name}, {offer_type}, {site_name}. Example: {offer_name} | {site_name}',
          validation: (rule) =>
            rule.custom((value: string | undefined) =>
              !value || value.includes('{offer_name}') ? true : 'Include {offer_name} so each offer has its own title',
            ),
        }),
        defineField({
          name: 'offerDescription',
          title: 'Offer page description',
          type: 'string',
          description: 'Placeholders: {offer_name}, {offer_type}, {offer_description}, {site_name}.',
        }),
        defineField({
          name: 'staffTitle',
          title: 'Staff page title',
          type: 'string',
          description:
            'Placeholders: {staff_name}, {staff_department}, {staff_title}, {site_name}. Example: {staff_name} - {staff_department} | {site_name}',
          validation: (rule) =>
            rule.custom((value: string | undefined) =>
              !value || value.includes('{staff_name}')
                ? true
                : 'Include {staff_name} so each staff page has its own title',
            ),
        }),
        defineField({
          name: 'staffDescription',
          title: 'Staff page description',
          type: 'string',
          description:
            'Placeholders: {staff_name}, {staff_first_name}, {staff_department}, {staff_title}, {site_name}.',
        }),
      ],
    }),
  ],
  preview: {
    select: { title: 'siteName', variant: 'variant' },
    prepare({ title, variant }: { title?: string; variant?: string }) {
      return { title: title ?? 'Site settings', subtitle: variant ? `Variant: ${variant}` : 'Site settings' };
    },
  },
});
