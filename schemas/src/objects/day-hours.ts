import { ClockIcon } from '@sanity/icons';
import { defineField, defineType } from 'sanity';
import { DAYS_OF_WEEK } from '../constants';
import { optionList } from '../fields';
import { validateDayHours, validateTime, type DayHoursValue } from '../validation';

const timeField = (name: 'open' | 'close', title: string) =>
  defineField({
    name,
    title,
    type: 'string',
    description: '24-hour HH:mm',
    placeholder: name === 'open' ? '09:00' : '18:00',
    hidden: ({ parent }: { parent?: DayHoursValue }) => Boolean(parent?.closed),
    validation: (rule) => rule.custom((value: string | undefined) => validateTime(value)),
  });

const capitalise = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

export const dayHours = defineType({
  name: 'dayHours',
  title: 'Opening hours (one day)',
  type: 'object',
  icon: ClockIcon,
  fields: [
    defineField({
      name: 'day',
      title: 'Day',
      type: 'string',
      options: {
        list: optionList(DAYS_OF_WEEK, Object.fromEntries(DAYS_OF_WEEK.map((day) => [day, capitalise(day)]))),
      },
      validation: (rule) => rule.required(),
    }),
    defineField({ name: 'closed', title: 'Closed all day', type: 'boolean', initialValue: false }),
    timeField('open', 'Opens'),
    timeField('close', 'Closes'),
  ],
  validation: (rule) => rule.custom((value: DayHoursValue | undefined) => validateDayHours(value)),
  preview: {
    select: { day: 'day', closed: 'closed', open: 'open', close: 'close' },
    prepare({ day, closed, open, close }: DayHoursValue) {
      return { title: day ? capitalise(day) : 'Day?', subtitle: closed ? 'Closed' : `${open ?? '?'}–${close ?? '?'}` };
    },
  },
});
