'use client';

import { useFormContext } from 'react-hook-form';

import formStyles from '@/components/forms/lead-form.module.css';
import { TextField } from '@/components/forms/kit/text-field';

import type { ScheduleTexts } from './schedule-texts';
import styles from './schedule-service-form.module.css';
import { scheduleFieldId, type ScheduleValues } from './schedule-values';

/** Book a new appointment or move one: switching clears the other mode's messages. */
export function ScheduleModeChoice({ texts }: { texts: ScheduleTexts }) {
  const { register, clearErrors } = useFormContext<ScheduleValues>();
  const mode = register('mode', { onChange: () => clearErrors() });
  return (
    <fieldset className={styles.fieldset}>
      <legend className={formStyles.label}>{texts.mode}</legend>
      <div className={styles.services}>
        <label className={styles.choice}>
          <input type="radio" value="new" {...mode} />
          {texts.modeNew}
        </label>
        <label className={styles.choice}>
          <input type="radio" value="reschedule" {...mode} />
          {texts.modeReschedule}
        </label>
      </div>
    </fieldset>
  );
}

/** Rescheduling: the appointment number and the phone it was booked with identify the booking. */
export function RescheduleFields({ texts }: { texts: ScheduleTexts }) {
  return (
    <div className={formStyles.row}>
      <TextField
        name="appointmentId"
        id={scheduleFieldId('appointmentId')}
        label={texts.appointmentId}
        required
        hint={texts.appointmentIdHint}
        autoComplete="off"
      />
      <TextField
        name="phone"
        id={scheduleFieldId('phone')}
        label={texts.bookingPhone}
        required
        type="tel"
        inputMode="tel"
        mask="phone"
        autoComplete="tel"
      />
    </div>
  );
}
