import { CommentIcon } from '@sanity/icons';
import { defineArrayMember, defineField, defineType } from 'sanity';
import {
  POPUP_LEAD_FORM_TYPES,
  POPUP_COMPONENT_KINDS,
  POPUP_COMPONENT_NAMES,
  POPUP_CONTENT_TYPES,
  POPUP_EMAIL_DATA_KEY_PATTERN,
  POPUP_EMAIL_DATA_MAX_ENTRIES,
  POPUP_EMAIL_DATA_VALUE_MAX_LENGTH,
} from '../constants';
import { describePopupWhere, type PopupConditionValue } from '../describe/popup';
import { hrefField, optionList, uniqueAcrossDocuments } from '../fields';
import { validateUrlId } from '../validation';

const hiddenUnless =
  (type: string) =>
  ({ parent }: { parent?: { type?: string } }) =>
    parent?.type !== type;

export const popup = defineType({
  name: 'popup',
  title: 'Popup',
  type: 'document',
  icon: CommentIcon,
  groups: [
    { name: 'content', title: 'Content', default: true },
    { name: 'conditions', title: 'When to show' },
    { name: 'display', title: 'Display' },
    { name: 'submit', title: 'After submit' },
  ],
  fields: [
    defineField({
      name: 'title',
      title: 'Internal title',
      type: 'string',
      group: 'content',
      validation: (rule) => rule.required(),
    }),
    defineField({
      name: 'popupId',
      title: 'Popup id',
      type: 'string',
      group: 'content',
      description: 'Stable id; visitor counters are stored under it.',
      validation: (rule) =>
        rule
          .required()
          .custom((value: string | undefined) => validateUrlId(value))
          .custom(uniqueAcrossDocuments('popup', 'popupId', 'popup id')),
    }),
    defineField({
      name: 'component',
      title: 'Content',
      type: 'object',
      group: 'content',
      fields: [
        defineField({
          name: 'type',
          title: 'Content type',
          type: 'string',
          options: {
            list: optionList(POPUP_CONTENT_TYPES, { html: 'HTML', component: 'Built-in form' }),
            layout: 'radio',
            direction: 'horizontal',
          },
          initialValue: 'component',
          validation: (rule) => rule.required(),
        }),
        defineField({
          name: 'componentName',
          title: 'Form',
          type: 'string',
          options: { list: optionList(POPUP_COMPONENT_NAMES) },
          hidden: hiddenUnless('component'),
          validation: (rule) =>
            rule.custom(
              (value: string | undefined, context) =>
                (context.parent as { type?: string } | undefined)?.type !== 'component' ||
                Boolean(value) ||
                'Choose the form',
            ),
        }),
        defineField({ name: 'title', title: 'Heading', type: 'string' }),
        defineField({
          name: 'html',
          title: 'HTML',
          type: 'text',
          rows: 6,
          description: 'Sanitised before it is shown.',
          hidden: hiddenUnless('html'),
          validation: (rule) =>
            rule.custom(
              (value: string | undefined, context) =>
                (context.parent as { type?: string } | undefined)?.type !== 'html' ||
                Boolean(value) ||
                'Enter the HTML',
            ),
        }),
        defineField({
          name: 'style',
          title: 'Inline style',
          type: 'string',
          description: 'CSS declarations for the content box.',
        }),
      ],
    }),
    defineField({
      name: 'conditions',
      title: 'Conditions',
      type: 'array',
      group: 'conditions',
      description:
        'The popup shows when any condition holds (OR); a condition holds when all its rules hold (AND). The badge at the bottom says in plain words where and when it will show. A popup shows only when it is listed in Site settings → Popups & consent.',
      of: [defineArrayMember({ type: 'popupCondition' })],
      validation: (rule) => rule.required().min(1),
    }),
    defineField({
      name: 'settings',
      title: 'Display settings',
      type: 'object',
      group: 'display',
      fields: [
        defineField({
          name: 'componentKind',
          title: 'Kind',
          type: 'string',
          options: { list: optionList(POPUP_COMPONENT_KINDS), layout: 'radio', direction: 'horizontal' },
          initialValue: 'dialog',
          validation: (rule) => rule.required(),
        }),
        defineField({
          name: 'position',
          title: 'Position',
          type: 'string',
          description: 'e.g. center, bottom, bottom-right.',
        }),
        defineField({
          name: 'positionMobile',
          title: 'Position on mobile',
          type: 'string',
          description: 'Overrides Position on small screens.',
        }),
        defineField({
          name: 'positionDesktop',
          title: 'Position on desktop',
          type: 'string',
          description: 'Overrides Position on large screens.',
        }),
        defineField({ name: 'closeButton', title: 'Show close button', type: 'boolean', initialValue: true }),
      ],
    }),
    defineField({
      name: 'button',
      title: 'Launcher button',
      type: 'object',
      group: 'display',
      description: 'Optional button that opens the popup.',
      options: { collapsible: true, collapsed: true },
      fields: [
        defineField({ name: 'icon', title: 'Icon name', type: 'string' }),
        defineField({ name: 'text', title: 'Text', type: 'string' }),
        defineField({ name: 'hoverText', title: 'Hover text', type: 'string' }),
        defineField({ name: 'className', title: 'CSS class', type: 'string' }),
      ],
    }),
    defineField({
      name: 'background',
      title: 'Background',
      type: 'object',
      group: 'display',
      fields: [defineField({ name: 'modal', title: 'Dim the page (modal)', type: 'boolean', initialValue: true })],
    }),
    defineField({ name: 'closeButton', title: 'Closable', type: 'boolean', group: 'display', initialValue: true }),
    defineField({
      name: 'submitted',
      title: 'After submit',
      type: 'object',
      group: 'submit',
      fields: [
        defineField({
          name: 'email',
          title: 'Lead form type',
          type: 'string',
          description: 'Routes the lead (see Lead routing).',
          options: { list: optionList(POPUP_LEAD_FORM_TYPES) },
          validation: (rule) =>
            rule.custom((value: string | undefined) =>
              !value || (POPUP_LEAD_FORM_TYPES as readonly string[]).includes(value)
                ? true
                : 'A popup cannot send this form type: its form has only contact fields.',
            ),
        }),
        defineField({
          name: 'emailData',
          title: 'Extra e-mail data',
          description:
            'Labelled values added to the lead e-mail (and the CRM comments), e.g. Campaign: Winter unlock. At most 10.',
          type: 'array',
          of: [
            defineArrayMember({
              type: 'object',
              name: 'popupEmailDatum',
              fields: [
                defineField({
                  name: 'key',
                  title: 'Label',
                  type: 'string',
                  validation: (rule) =>
                    rule
                      .required()
                      .regex(POPUP_EMAIL_DATA_KEY_PATTERN, { name: 'label' })
                      .error('Start with a letter; letters, digits, spaces, - and _ only; at most 40 characters.'),
                }),
                defineField({
                  name: 'value',
                  title: 'Value',
                  type: 'string',
                  validation: (rule) => rule.required().max(POPUP_EMAIL_DATA_VALUE_MAX_LENGTH),
                }),
              ],
              preview: { select: { title: 'key', subtitle: 'value' } },
            }),
          ],
          validation: (rule) => rule.max(POPUP_EMAIL_DATA_MAX_ENTRIES),
        }),
        defineField({ name: 'track', title: 'Tracking event', type: 'string' }),
        hrefField({ name: 'redirect', title: 'Redirect to' }),
        defineField({ name: 'close', title: 'Close the popup', type: 'boolean', initialValue: true }),
        defineField({
          name: 'timeoutClose',
          title: 'Close after (seconds)',
          type: 'number',
          validation: (rule) => rule.min(0).max(600),
        }),
        defineField({
          name: 'innerComponent',
          title: 'Show component',
          type: 'string',
          description: 'e.g. a thank-you component name.',
        }),
      ],
    }),
  ],
  preview: {
    select: { title: 'title', popupId: 'popupId', kind: 'settings.componentKind', conditions: 'conditions' },
    prepare({
      title,
      popupId,
      kind,
      conditions,
    }: {
      title?: string;
      popupId?: string;
      kind?: string;
      conditions?: PopupConditionValue[];
    }) {
      const where = describePopupWhere({ conditions });
      return {
        title: title ?? 'Popup',
        subtitle: [popupId, kind, where ? `on ${where}` : 'never shows'].filter(Boolean).join(' · '),
      };
    },
  },
});
