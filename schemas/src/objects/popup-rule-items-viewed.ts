import { EyeOpenIcon } from '@sanity/icons';
import { defineArrayMember, defineField, defineType } from 'sanity';
import { validateCountRange } from '../validation';

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
  description: 'Counts the visitor’s views of a route (by name) or path.',
  fields: [
    defineField({ name: 'name', title: 'Route name', type: 'string', description: 'e.g. vehicle' }),
    defineField({
      name: 'path',
      title: 'Path',
      type: 'string',
      description: 'Alternative to the route name, e.g. /used-cars-for-sale',
    }),
    defineField({
      name: 'params',
      title: 'Parameters',
      type: 'array',
      description: 'Only views whose route parameters match count.',
      of: [
        defineArrayMember({
          name: 'popupRuleParam',
          title: 'Parameter',
          type: 'object',
          fields: [
            defineField({ name: 'name', title: 'Name', type: 'string', validation: (rule) => rule.required() }),
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
    defineField({ name: 'minCount', title: 'At least', type: 'number', validation: (rule) => rule.integer().min(0) }),
    defineField({
      name: 'maxCount',
      title: 'At most',
      type: 'number',
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
    rule.custom(
      (value: ItemsViewedValue | undefined) =>
        !value || Boolean(value.name || value.path) || 'Enter a route name or a path',
    ),
  preview: {
    select: { name: 'name', path: 'path', minCount: 'minCount', maxCount: 'maxCount' },
    prepare({ name, path, minCount, maxCount }: ItemsViewedValue) {
      return { title: `Viewed ${name ?? path ?? '?'}`, subtitle: `${minCount ?? 0}–${maxCount ?? '∞'} times` };
    },
  },
});
