import { TagIcon } from '@sanity/icons';
import { defineArrayMember, defineField, defineType } from 'sanity';
import { ADS_VALUE_MODES } from '../constants';
import { optionList } from '../fields';
import { validatePopupRule } from '../validation';

export const popupRuleAdsValue = defineType({
  name: 'popupRuleAdsValue',
  title: 'Advertising value',
  type: 'object',
  icon: TagIcon,
  description:
    'Tests an advertising value stored from the visitor’s landing URL (e.g. utm_source, gclid, fbclid). “not” also holds when the value is missing.',
  fields: [
    defineField({
      name: 'key',
      title: 'Key',
      type: 'string',
      description: 'The URL parameter name, e.g. utm_source.',
      validation: (rule) => rule.required(),
    }),
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
      hidden: ({ parent }: { parent?: { mode?: string } }) => parent?.mode !== 'equals',
    }),
    defineField({
      name: 'values',
      title: 'Values',
      type: 'array',
      of: [defineArrayMember({ type: 'string' })],
      description: 'Any of these values (mode "in") or none of them (mode "not").',
      options: { layout: 'tags' },
      hidden: ({ parent }: { parent?: { mode?: string } }) => parent?.mode !== 'in' && parent?.mode !== 'not',
    }),
  ],
  validation: (rule) =>
    rule.custom((value: { mode?: string; value?: string; values?: string[] } | undefined) => {
      if (!value) return true;
      if (value.mode === 'equals' && !value.value) return 'Enter the value to compare with';
      if ((value.mode === 'in' || value.mode === 'not') && !value.values?.length) return 'Enter at least one value';
      return validatePopupRule('popupRuleAdsValue', value);
    }),
  preview: {
    select: { key: 'key', mode: 'mode', value: 'value', values: 'values' },
    prepare({ key, mode, value, values }: { key?: string; mode?: string; value?: string; values?: string[] }) {
      const operand = mode === 'in' || mode === 'not' ? `[${(values ?? []).join(', ')}]` : (value ?? '');
      return { title: `${key ?? '?'} ${mode ?? '?'} ${operand}`.trim() };
    },
  },
});
