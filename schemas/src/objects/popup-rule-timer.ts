import { ClockIcon } from '@sanity/icons';
import { defineField, defineType } from 'sanity';

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
      description: 'Holds after the visitor has been on the page this long.',
      validation: (rule) => rule.required().integer().min(0).max(3600),
    }),
  ],
  preview: {
    select: { seconds: 'seconds' },
    prepare({ seconds }: { seconds?: number }) {
      return { title: `After ${seconds ?? '?'} s on the page` };
    },
  },
});
