'use client';

import { useFormContext, useWatch } from 'react-hook-form';

import { hintIdOf } from '@/components/forms/kit/form-field';
import { TextField, type TextFieldProps } from '@/components/forms/kit/text-field';
import formStyles from '@/components/forms/lead-form.module.css';

import type { ScheduleTexts } from './schedule-texts';
import styles from './schedule-service-form.module.css';
import { scheduleFieldId, type ScheduleTextField, type ScheduleValues } from './schedule-values';

type Options = Partial<Omit<TextFieldProps, 'name' | 'id' | 'label'>>;

/** Who the appointment is for, the business contact (a business only), the vehicle, the visitor and comments. */
export function ScheduleBookingFields({ texts }: { texts: ScheduleTexts }) {
  const { register, control } = useFormContext<ScheduleValues>();
  const business = useWatch({ control, name: 'appointmentFor' }) === 'business';
  const field = (name: ScheduleTextField) => ({ name, id: scheduleFieldId(name) });
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
          <TextField {...field('businessName')} label={texts.businessName} required autoComplete="organization" />
          <div className={formStyles.row}>
            <TextField {...field('contactName')} label={texts.contactName} required autoComplete="name" />
            <TextField
              {...field('contactTitle')}
              label={texts.contactTitle}
              required
              autoComplete="organization-title"
            />
          </div>
          <div className={formStyles.row}>
            <TextField {...field('contactPhone')} label={texts.contactPhone} {...phone} autoComplete="work tel" />
            <TextField {...field('contactEmail')} label={texts.contactEmail} {...email} autoComplete="work email" />
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
          <TextField {...field('year')} label={texts.year} inputMode="numeric" />
          <TextField {...field('make')} label={texts.make} />
          <TextField {...field('model')} label={texts.model} />
        </div>
        <div className={formStyles.row}>
          <TextField {...field('mileage')} label={texts.mileage} inputMode="numeric" />
          <TextField {...field('vin')} label={texts.vin} />
        </div>
      </fieldset>

      <fieldset className={styles.group}>
        <legend className={styles.legend}>{texts.contact}</legend>
        <div className={formStyles.row}>
          <TextField {...field('firstName')} label={texts.firstName} required autoComplete="given-name" />
          <TextField {...field('lastName')} label={texts.lastName} required autoComplete="family-name" />
        </div>
        <div className={formStyles.row}>
          <TextField {...field('email')} label={texts.email} {...email} autoComplete="email" />
          <TextField {...field('phone')} label={texts.phone} {...phone} autoComplete="tel" />
        </div>
      </fieldset>
      <TextField {...field('message')} label={texts.comments} rows={4} />
    </>
  );
}
