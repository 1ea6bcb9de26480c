'use client';

import { useId, useMemo, useState } from 'react';

import { DetailsForm, flowDetailsProps } from './details-form';
import { testDriveLeadBody } from './lead-bodies';
import type { FlowProps } from './flow-props';
import { StepFrame } from './step-frame';
import { fill } from './strings';
import { testDriveDays, testDriveTimes } from '@/lib/test-drive/slots';
import styles from './vehicle-dialogs.module.css';
import formStyles from '../forms/lead-form.module.css';

type Step = 'day' | 'time' | 'details';
const STEPS: Step[] = ['day', 'time', 'details'];

/** Test drive: day, time (store sales hours, no past slots), confirm details, schedule. */
export function TestDriveFlow({ context, lead, onDone }: FlowProps) {
  const { strings: s } = context;
  const id = useId();
  const [now] = useState(() => new Date());
  const slotContext = useMemo(
    () => ({ now, timeZone: context.timeZone, hours: context.salesHours }),
    [now, context.timeZone, context.salesHours],
  );
  const days = useMemo(() => testDriveDays(slotContext), [slotContext]);
  const [step, setStep] = useState<Step>('day');
  const [moved, setMoved] = useState(false);
  const [day, setDay] = useState(days[0]?.date ?? '');
  const times = useMemo(() => (day ? testDriveTimes(day, slotContext) : []), [day, slotContext]);
  const [time, setTime] = useState('');
  const chosenTime = times.some((slot) => slot.value === time) ? time : (times[0]?.value ?? '');
  const line = fill(s['vdp.dialog.step'], { step: STEPS.indexOf(step) + 1, total: STEPS.length });
  const go = (next: Step) => {
    setMoved(true);
    setStep(next);
  };

  if (days.length === 0) {
    return (
      <StepFrame title={s['vdp.testDrive.day.title']} focus={false}>
        <p>{s['vdp.testDrive.noSlots']}</p>
      </StepFrame>
    );
  }

  const intro = <p className={styles.hint}>{fill(s['vdp.testDrive.intro'], { store: context.storeName })}</p>;

  if (step === 'day' || step === 'time') {
    const isDay = step === 'day';
    const options = isDay ? days.map((entry) => ({ value: entry.date, label: entry.label })) : times;
    const controlId = `${id}-${step}`;
    return (
      <StepFrame
        key={step}
        line={line}
        title={isDay ? s['vdp.testDrive.day.title'] : s['vdp.testDrive.time.title']}
        focus={moved}
      >
        {isDay ? intro : null}
        <label htmlFor={controlId} className={formStyles.label}>
          {isDay ? s['vdp.testDrive.day.label'] : s['vdp.testDrive.time.label']}
        </label>
        <select
          id={controlId}
          className={formStyles.control}
          value={isDay ? day : chosenTime}
          onChange={(event) => (isDay ? setDay : setTime)(event.target.value)}
        >
          {options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
        <div className={styles.buttons}>
          {!isDay ? (
            <button type="button" className={styles.secondary} onClick={() => go('day')}>
              {s['vdp.dialog.back']}
            </button>
          ) : null}
          <button
            type="button"
            className={styles.primary}
            onClick={() => {
              if (!isDay) setTime(chosenTime);
              go(isDay ? 'time' : 'details');
            }}
          >
            {s['vdp.dialog.next']}
          </button>
        </div>
      </StepFrame>
    );
  }

  const dayLabel = days.find((entry) => entry.date === day)?.label ?? day;
  const timeLabel = times.find((slot) => slot.value === chosenTime)?.label ?? chosenTime;
  return (
    <StepFrame key={step} line={line} title={s['vdp.testDrive.details.title']} focus={moved}>
      <DetailsForm
        {...flowDetailsProps({ context, lead }, id)}
        submitLabel={s['vdp.testDrive.submit']}
        onBack={() => go('time')}
        onDetails={async (visitor) => {
          const result = await lead.submit({
            form: 'SCHEDULE_TEST_DRIVE',
            body: testDriveLeadBody({
              visitor,
              vehicle: context.vehicle,
              day,
              time: chosenTime,
              url: window.location.href,
            }),
            profile: visitor,
          });
          if (result.kind === 'sent') {
            onDone();
            return null;
          }
          return result.kind === 'invalid' ? result.errors : null;
        }}
      >
        <p>
          <strong>{context.title}</strong>
          <br />
          {fill(s['vdp.testDrive.summary'], { day: dayLabel, time: timeLabel })}
        </p>
      </DetailsForm>
    </StepFrame>
  );
}
