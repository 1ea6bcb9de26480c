import { EyeOpenIcon } from '@sanity/icons';
import { defineArrayMember, defineField, defineType } from 'sanity';
import { describePopupRule } from '../describe/popup';
import { validateCountRange, validatePopupRule } from '../validation';

interface ItemsViewedValue {
  name?: string;
  path?: string;
  minCount?: number;
  maxCount?: number;
}

export const popupRuleItemsViewed = defineType({
  name: 'popupRuleItemsViewed',
  title: 'Items viewed',
  type: 'object',
  icon: EyeOpenIcon,
  description:
    'Counts the visitor’s page views of one route (by name) or path and holds while the count is in range. No minimum and no maximum: at least one view. Only a maximum: zero views count too.',
  fields: [
    defineField({
      name: 'name',
      title: 'Route name',
      type: 'string',
      description: 'A route name from the site’s route map, e.g. vehicle, article, usedCarsForSale. Wins over Path.',
    }),
    defineField({
      name: 'path',
      title: 'Path',
      type: 'string',
      description: 'Instead of a route name: a path prefix, e.g. /used-cars-for-sale (also counts pages below it).',
    }),
    defineField({
      name: 'params',
      title: 'Parameters',
      type: 'array',
      description:
        'Only views whose parameters match count. Value “true”: any value, and each different value is counted once (e.g. name vin, value true = different cars viewed).',
      of: [
        defineArrayMember({
          name: 'popupRuleParam',
          title: 'Parameter',
          type: 'object',
          fields: [
            defineField({
              name: 'name',
              title: 'Name',
              type: 'string',
              description: 'A route parameter (e.g. vin, slug) or a query parameter (e.g. utm_source).',
              validation: (rule) => rule.required(),
            }),
            defineField({
              name: 'value',
              title: 'Value',
              type: 'string',
              description: 'The literal text "true" matches any value.',
              validation: (rule) => rule.required(),
            }),
          ],
          preview: { select: { title: 'name', subtitle: 'value' } },
        }),
      ],
    }),
    defineField({
      name: 'minCount',
      title: 'At least',
      type: 'number',
      description: 'Minimum number of counted views (empty: no minimum).',
      validation: (rule) => rule.integer().min(0),
    }),
    defineField({
      name: 'maxCount',
      title: 'At most',
      type: 'number',
      description: 'Maximum number of counted views (empty: no maximum); not below “At least”.',
      validation: (rule) =>
        rule
          .integer()
          .min(0)
          .custom((maxCount: number | undefined, context) =>
            validateCountRange((context.parent as ItemsViewedValue | undefined)?.minCount, maxCount),
          ),
    }),
  ],
  validation: (rule) =>
    rule.custom((value: ItemsViewedValue | undefined) =>
      !value || value.name || value.path
        ? validatePopupRule('popupRuleItemsViewed', value)
        : 'Enter a route name or a path',
    ),
  preview: {
    select: { name: 'name', path: 'path', minCount: 'minCount', maxCount: 'maxCount', params: 'params' },
    prepare(value: ItemsViewedValue & { params?: { name?: string; value?: string }[] }) {
      return {
        title: `Viewed ${value.name ?? value.path ?? '?'}`,
        subtitle: describePopupRule({ ...value, _type: 'popupRuleItemsViewed' }),
      };
    },
  },
});
