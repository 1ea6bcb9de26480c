import { ClockIcon } from '@sanity/icons';
import { defineField, defineType } from 'sanity';
import { validatePopupRule } from '../validation';

export const popupRuleTimer = defineType({
  name: 'popupRuleTimer',
  title: 'Time on page',
  type: 'object',
  icon: ClockIcon,
  fields: [
    defineField({
      name: 'seconds',
      title: 'Seconds',
      type: 'number',
      description:
        'Whole seconds (1–3600) since the page opened. Combine with “On pages” to limit where the timer runs.',
      validation: (rule) => rule.required().integer().min(1).max(3600),
    }),
  ],
  validation: (rule) => rule.custom((value) => validatePopupRule('popupRuleTimer', value)),
  preview: {
    select: { seconds: 'seconds' },
    prepare({ seconds }: { seconds?: number }) {
      return { title: `After ${seconds ?? '?'} s on the page` };
    },
  },
});
