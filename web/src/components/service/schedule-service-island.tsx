'use client';

import { useEffect, useState, type ComponentType } from 'react';

import type { ScheduleAction, ScheduleFormConfig } from './schedule-config';

type FormComponent = ComponentType<{ config: ScheduleFormConfig; action: ScheduleAction; reschedule: ScheduleAction }>;

/** Loads the schedule form in its own chunk after the page has rendered (the page itself is server-rendered). */
export function ScheduleServiceIsland({
  config,
  action,
  reschedule,
}: {
  config: ScheduleFormConfig;
  action: ScheduleAction;
  reschedule: ScheduleAction;
}) {
  const [Form, setForm] = useState<FormComponent | null>(null);

  useEffect(() => {
    let cancelled = false;
    void import('./schedule-service-form').then((module) => {
      if (!cancelled) setForm(() => module.ScheduleServiceForm);
    });
    return () => {
      cancelled = true;
    };
  }, []);

  return (
    <div id="service-schedule">
      {Form ? (
        <Form config={config} action={action} reschedule={reschedule} />
      ) : (
        <p role="status" aria-live="polite">
          {config.texts.loading}
        </p>
      )}
    </div>
  );
}
