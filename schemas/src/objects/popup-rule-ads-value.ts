import { TagIcon } from '@sanity/icons';
import { defineArrayMember, defineField, defineType } from 'sanity';
import { ADS_VALUE_MODES } from '../constants';
import { optionList } from '../fields';

export const popupRuleAdsValue = defineType({
  name: 'popupRuleAdsValue',
  title: 'Advertising value',
  type: 'object',
  icon: TagIcon,
  description: 'Tests a stored advertising value (e.g. utm_source, gclid).',
  fields: [
    defineField({ name: 'key', title: 'Key', type: 'string', validation: (rule) => rule.required() }),
    defineField({
      name: 'mode',
      title: 'Test',
      type: 'string',
      options: { list: optionList(ADS_VALUE_MODES) },
      initialValue: 'present',
      validation: (rule) => rule.required(),
    }),
    defineField({
      name: 'value',
      title: 'Value',
      type: 'string',
      hidden: ({ parent }: { parent?: { mode?: string } }) => parent?.mode !== 'equals' && parent?.mode !== 'not',
    }),
    defineField({
      name: 'values',
      title: 'Values',
      type: 'array',
      of: [defineArrayMember({ type: 'string' })],
      options: { layout: 'tags' },
      hidden: ({ parent }: { parent?: { mode?: string } }) => parent?.mode !== 'in',
    }),
  ],
  validation: (rule) =>
    rule.custom((value: { mode?: string; value?: string; values?: string[] } | undefined) => {
      if (!value) return true;
      if ((value.mode === 'equals' || value.mode === 'not') && !value.value) return 'Enter the value to compare with';
      if (value.mode === 'in' && !value.values?.length) return 'Enter at least one value';
      return true;
    }),
  preview: {
    select: { key: 'key', mode: 'mode', value: 'value', values: 'values' },
    prepare({ key, mode, value, values }: { key?: string; mode?: string; value?: string; values?: string[] }) {
      const operand = mode === 'in' ? `[${(values ?? []).join(', ')}]` : (value ?? '');
      return { title: `${key ?? '?'} ${mode ?? '?'} ${operand}`.trim() };
    },
  },
});
