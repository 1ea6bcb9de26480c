import { JoystickIcon } from '@sanity/icons';
import { defineArrayMember, defineField, defineType } from 'sanity';
import { LANGUAGES } from '../constants';
import { optionList } from '../fields';
import { validateJsonObject } from '../validation';

export const experimentOverride = defineType({
  name: 'experimentOverride',
  title: 'Experiment override',
  type: 'document',
  icon: JoystickIcon,
  description: 'Settings applied to visitors in an experiment.',
  fields: [
    defineField({
      name: 'name',
      title: 'Experiment name',
      type: 'string',
      description: 'As configured in the experimentation service.',
      validation: (rule) => rule.required(),
    }),
    defineField({ name: 'active', title: 'Active', type: 'boolean', initialValue: false }),
    defineField({
      name: 'lang',
      title: 'Language',
      type: 'string',
      options: {
        list: optionList(LANGUAGES, { en: 'English', es: 'Spanish' }),
        layout: 'radio',
        direction: 'horizontal',
      },
      initialValue: 'en',
    }),
    defineField({
      name: 'siteEnv',
      title: 'Site environment',
      type: 'string',
      description: 'development, staging or production (local counts as development). Empty: all.',
    }),
    defineField({
      name: 'settings',
      title: 'Settings (JSON)',
      type: 'text',
      rows: 6,
      description: 'A JSON object merged into the site settings for this experiment.',
      validation: (rule) => rule.custom((value: string | undefined) => validateJsonObject(value)),
    }),
    defineField({
      name: 'popups',
      title: 'Popups',
      type: 'array',
      description: 'Replaces the site’s popups list for this experiment.',
      of: [defineArrayMember({ type: 'reference', to: [{ type: 'popup' }] })],
      validation: (rule) => rule.unique(),
    }),
    defineField({
      name: 'langs',
      title: 'Interface text',
      type: 'array',
      description: 'Merged over the site’s interface text.',
      of: [defineArrayMember({ type: 'uiString' })],
    }),
  ],
  preview: {
    select: { title: 'name', active: 'active', lang: 'lang', siteEnv: 'siteEnv' },
    prepare({ title, active, lang, siteEnv }: { title?: string; active?: boolean; lang?: string; siteEnv?: string }) {
      return {
        title: title ?? 'Experiment',
        subtitle: [active ? 'active' : 'inactive', lang, siteEnv].filter(Boolean).join(' · '),
      };
    },
  },
});
