'use client';

import { useFormContext, useWatch } from 'react-hook-form';

import { hintIdOf } from '@/components/forms/kit/form-field';
import { TextField, type TextFieldProps } from '@/components/forms/kit/text-field';
import formStyles from '@/components/forms/lead-form.module.css';

import type { ScheduleTexts } from './schedule-texts';
import styles from './schedule-service-form.module.css';
import { scheduleFieldId, type ScheduleTextField, type ScheduleValues } from './schedule-values';

type Options = Omit<TextFieldProps, 'name' | 'id' | 'label'>;

/** Who the appointment is for, the business contact (a business only), the vehicle, the visitor and comments. */
export function ScheduleBookingFields({ texts }: { texts: ScheduleTexts }) {
  const { register, control } = useFormContext<ScheduleValues>();
  const business = useWatch({ control, name: 'appointmentFor' }) === 'business';
  const text = (name: ScheduleTextField, label: string, options: Options = {}) => (
    <TextField name={name} id={scheduleFieldId(name)} label={label} {...options} />
  );
  const phone: Options = { required: true, type: 'tel', inputMode: 'tel', mask: 'phone' };
  const email: Options = { required: true, type: 'email', inputMode: 'email' };
  const vehicleHint = hintIdOf(scheduleFieldId('vehicle'));
  return (
    <>
      <fieldset className={styles.fieldset}>
        <legend className={formStyles.label}>{texts.kind}</legend>
        <div className={styles.services}>
          <label className={styles.choice}>
            <input type="radio" value="personal" {...register('appointmentFor')} />
            {texts.personal}
          </label>
          <label className={styles.choice}>
            <input type="radio" value="business" {...register('appointmentFor')} />
            {texts.business}
          </label>
        </div>
      </fieldset>
      {business ? (
        <fieldset className={styles.group}>
          <legend className={styles.legend}>{texts.businessContact}</legend>
          {text('businessName', texts.businessName, { required: true, autoComplete: 'organization' })}
          <div className={formStyles.row}>
            {text('contactName', texts.contactName, { required: true, autoComplete: 'name' })}
            {text('contactTitle', texts.contactTitle, { required: true, autoComplete: 'organization-title' })}
          </div>
          <div className={formStyles.row}>
            {text('contactPhone', texts.contactPhone, { ...phone, autoComplete: 'work tel' })}
            {text('contactEmail', texts.contactEmail, { ...email, autoComplete: 'work email' })}
          </div>
        </fieldset>
      ) : null}

      {/* Year, make and model, or a VIN instead: none is required on its own, the hint says so. */}
      <fieldset className={styles.group} aria-describedby={vehicleHint}>
        <legend className={styles.legend}>{texts.vehicle}</legend>
        <p id={vehicleHint} className={formStyles.hint}>
          {texts.vehicleHint}
        </p>
        <div className={formStyles.row}>
          {text('year', texts.year, { inputMode: 'numeric' })}
          {text('make', texts.make)}
          {text('model', texts.model)}
        </div>
        <div className={formStyles.row}>
          {text('mileage', texts.mileage, { inputMode: 'numeric' })}
          {text('vin', texts.vin)}
        </div>
      </fieldset>

      <fieldset className={styles.group}>
        <legend className={styles.legend}>{texts.contact}</legend>
        <div className={formStyles.row}>
          {text('firstName', texts.firstName, { required: true, autoComplete: 'given-name' })}
          {text('lastName', texts.lastName, { required: true, autoComplete: 'family-name' })}
        </div>
        <div className={formStyles.row}>
          {text('email', texts.email, { ...email, autoComplete: 'email' })}
          {text('phone', texts.phone, { ...phone, autoComplete: 'tel' })}
        </div>
      </fieldset>
      {text('message', texts.comments, { rows: 4 })}
    </>
  );
}
