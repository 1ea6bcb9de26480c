'use client';

import { useFormContext, useFormState } from 'react-hook-form';

import { firstOpenDate, lastBookableDate, serviceHoursOn, slotLabel, storeToday } from '@/lib/service/slots';
import { timeOf } from '@/lib/service/zoned-time';
import { FormField } from '@/components/forms/kit/form-field';
import { SelectField } from '@/components/forms/kit/select-field';
import { errorAt } from '@/components/forms/kit/show-field-errors';
import { TextField } from '@/components/forms/kit/text-field';
import formStyles from '@/components/forms/lead-form.module.css';

import type { ScheduleStore } from './schedule-config';
import { fill, type ScheduleTexts } from './schedule-texts';
import { scheduleFieldId, type ScheduleValues } from './schedule-values';

/** The service center; a store closed on the chosen day moves the day to its first open one. */
export function ScheduleStoreField({
  stores,
  now,
  texts,
}: {
  stores: readonly ScheduleStore[];
  now: Date;
  texts: ScheduleTexts;
}) {
  const { getValues, setValue } = useFormContext<ScheduleValues>();
  return (
    <SelectField
      name="storeId"
      id={scheduleFieldId('storeId')}
      label={texts.store}
      required
      options={stores.map((store) => ({ value: store.storeId, label: store.name }))}
      onValueChange={(storeId) => {
        const next = stores.find((candidate) => candidate.storeId === storeId);
        const date = getValues('appointmentDate');
        if (next && !serviceHoursOn(next, date)) setValue('appointmentDate', firstOpenDate(next, now) ?? date);
      }}
    />
  );
}

export interface ScheduleDayFieldsProps {
  store: ScheduleStore | undefined;
  date: string;
  now: Date;
  /** The day's open slots, and the one the form sends (the chosen one while the day still offers it). */
  slots: readonly string[];
  chosenTime: string;
  texts: ScheduleTexts;
}

/** The day (with that day's service hours) and one of its open slots in the store's timezone. */
export function ScheduleDayFields({ store, date, now, slots, chosenTime, texts }: ScheduleDayFieldsProps) {
  const { register, control } = useFormContext<ScheduleValues>();
  const { errors } = useFormState({ control, name: 'appointmentTime' });
  const hours = store && date ? serviceHoursOn(store, date) : null;
  const timeId = scheduleFieldId('appointmentTime');
  return (
    <div className={formStyles.row}>
      <TextField
        name="appointmentDate"
        id={scheduleFieldId('appointmentDate')}
        type="date"
        label={texts.date}
        required
        min={store ? storeToday(store, now) : undefined}
        max={store ? lastBookableDate(store, now) : undefined}
        hint={
          hours
            ? fill(texts.hoursThatDay, {
                hours: `${slotLabel(timeOf(hours.open))} – ${slotLabel(timeOf(hours.close))}`,
              })
            : texts.closedThatDay
        }
      />
      <FormField id={timeId} label={texts.time} required error={errorAt(errors, 'appointmentTime')}>
        {(describedBy, invalid) => (
          <select
            id={timeId}
            className={formStyles.control}
            aria-describedby={describedBy}
            aria-invalid={invalid || undefined}
            aria-required
            {...register('appointmentTime')}
            value={chosenTime}
          >
            {slots.length === 0 ? <option value="">{texts.noTimes}</option> : null}
            {slots.map((slot) => (
              <option key={slot} value={slot}>
                {slotLabel(slot)}
              </option>
            ))}
          </select>
        )}
      </FormField>
    </div>
  );
}
