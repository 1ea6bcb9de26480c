'use client';

import { useFormContext, useFormState, useWatch } from 'react-hook-form';

import { errorIdOf } from '@/components/forms/kit/form-field';
import { errorAt } from '@/components/forms/kit/show-field-errors';
import formStyles from '@/components/forms/lead-form.module.css';

import type { ScheduleOffer, ScheduleService } from './schedule-config';
import { fill, type ScheduleTexts } from './schedule-texts';
import styles from './schedule-service-form.module.css';
import { scheduleFieldId, type ScheduleValues } from './schedule-values';

/** The running offer the visitor came from; its message when it has ended since (focusable, to be found). */
export function ScheduleOfferLine({ offer, texts }: { offer: ScheduleOffer; texts: ScheduleTexts }) {
  const { control } = useFormContext<ScheduleValues>();
  const { errors } = useFormState({ control });
  const error = errorAt(errors, 'offerId');
  const id = scheduleFieldId('offerId');
  return (
    <div>
      <p id={id} tabIndex={-1} className={styles.offer}>
        {fill(texts.offer, { name: offer.name })}
      </p>
      {error ? (
        <p id={errorIdOf(id)} className={formStyles.error}>
          {error}
        </p>
      ) : null}
    </div>
  );
}

/** The CMS popular services, as boxes in the order ticked (at least one is required). */
export function ScheduleServicesField({
  services,
  texts,
}: {
  services: readonly ScheduleService[];
  texts: ScheduleTexts;
}) {
  const { control, setValue } = useFormContext<ScheduleValues>();
  const chosen = useWatch({ control, name: 'services' });
  const { errors } = useFormState({ control, name: 'services' });
  const error = errorAt(errors, 'services');
  const errorId = errorIdOf(scheduleFieldId('services'));
  const toggle = (opCode: string, checked: boolean) =>
    setValue('services', checked ? [...chosen, opCode] : chosen.filter((code) => code !== opCode));
  return (
    <fieldset className={styles.fieldset} aria-describedby={error ? errorId : undefined}>
      <legend className={formStyles.label}>
        {texts.services}
        <span className={formStyles.required} aria-hidden="true">
          *
        </span>
      </legend>
      <div className={styles.services}>
        {services.map((service, index) => (
          <label key={service.opCode} className={styles.choice}>
            <input
              id={scheduleFieldId(`services-${index}`)}
              type="checkbox"
              value={service.opCode}
              checked={chosen.includes(service.opCode)}
              aria-invalid={error ? true : undefined}
              onChange={(event) => toggle(service.opCode, event.target.checked)}
            />
            <span>
              {service.name}
              {service.price ? <span className={styles.price}> · {service.price}</span> : null}
            </span>
          </label>
        ))}
      </div>
      {error ? (
        <p id={errorId} className={formStyles.error}>
          {error}
        </p>
      ) : null}
    </fieldset>
  );
}
