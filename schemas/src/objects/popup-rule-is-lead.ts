import { UserIcon } from '@sanity/icons';
import { defineField, defineType } from 'sanity';

export const popupRuleIsLead = defineType({
  name: 'popupRuleIsLead',
  title: 'Is a lead',
  type: 'object',
  icon: UserIcon,
  fields: [
    defineField({
      name: 'isLead',
      title: 'Visitor has submitted a lead',
      type: 'boolean',
      description: 'On: only visitors who sent a form. Off: only those who have not.',
      initialValue: false,
    }),
  ],
  preview: {
    select: { isLead: 'isLead' },
    prepare({ isLead }: { isLead?: boolean }) {
      return { title: isLead ? 'Visitor is a lead' : 'Visitor is not a lead' };
    },
  },
});
