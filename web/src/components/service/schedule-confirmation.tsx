'use client';

import { useEffect, useRef } from 'react';

import { eventIcs } from '@/lib/service/ics';
import { dateLabel, slotLabel } from '@/lib/service/slots';
import { withPhoneLink } from '@/components/ui/phone-link-text';

import { fill, type ScheduleTexts } from './schedule-texts';
import styles from './schedule-service-form.module.css';

/** A booked (or moved) appointment, as the action confirmed it. */
export interface ScheduleBooked {
  rescheduled: boolean;
  appointmentId: string;
  storeName: string;
  date: string;
  time: string;
  startAt: string;
  endAt: string;
}

export interface ScheduleConfirmationProps {
  booked: ScheduleBooked;
  /** The store's service phone, shown as a link for questions. */
  servicePhone: string | null;
  texts: ScheduleTexts;
  onAnother: () => void;
}

/**
 * The appointment number, store, day and time, a calendar file, and a way to book another. Its heading takes focus,
 * so the change is announced and nobody books twice.
 */
export function ScheduleConfirmation({ booked, servicePhone, texts, onAnother }: ScheduleConfirmationProps) {
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  const ics = eventIcs({
    uid: `${booked.appointmentId}@service`,
    start: new Date(booked.startAt),
    end: new Date(booked.endAt),
    summary: `Service appointment ${booked.appointmentId}`,
    location: booked.storeName,
    created: new Date(),
  });
  return (
    <div className={styles.confirmation} data-testid="service-confirmation">
      <h3 ref={heading} tabIndex={-1} className={styles.confirmationTitle}>
        {booked.rescheduled ? texts.rescheduledTitle : texts.confirmedTitle}
      </h3>
      <p>
        {fill(texts.confirmedText, {
          id: booked.appointmentId,
          store: booked.storeName,
          date: dateLabel(booked.date),
          time: slotLabel(booked.time),
        })}
      </p>
      <p>{texts.confirmedNext}</p>
      {servicePhone ? (
        <p>{withPhoneLink(fill(texts.confirmedCall, { store: booked.storeName }), servicePhone)}</p>
      ) : null}
      <p className={styles.actions}>
        <a
          className={styles.link}
          href={`data:text/calendar;charset=utf-8,${encodeURIComponent(ics)}`}
          download={`${booked.appointmentId}.ics`}
        >
          {texts.addToCalendar}
        </a>
        <button type="button" className={styles.secondary} onClick={onAnother}>
          {texts.another}
        </button>
      </p>
    </div>
  );
}
