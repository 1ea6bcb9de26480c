'use client';

import type { ComponentType, ReactNode } from 'react';

import type { EnhancedLeadFormProps } from './enhanced-form-props';
import type { LeadFormConfig, LeadFormKind } from './lead-form-config';
import { PlainFormHandover } from './plain-form-handover';
import { useTakeoverWhenReached } from './use-takeover-when-reached';

/** The enhanced forms (react-hook-form + zod) load in their own chunks, never with the page. */
const loaders: Record<LeadFormKind, () => Promise<ComponentType<EnhancedLeadFormProps>>> = {
  contact: () => import('./contact-form').then((module) => module.ContactForm),
  careers: () => import('./careers-form').then((module) => module.CareersForm),
  staff: () => import('./staff-member-form').then((module) => module.StaffMemberForm),
};

/**
 * Shows the server-rendered plain form (`children`, which posts without JavaScript) and swaps in the enhanced
 * form once its chunk has loaded, which starts when the visitor reaches the form.
 */
export function LeadFormIsland({ config, children }: { config: LeadFormConfig; children: ReactNode }) {
  const { wrapper, takeover, handover, submitAttempted } = useTakeoverWhenReached(loaders[config.kind]);

  return (
    <div ref={wrapper} id="lead-form">
      <PlainFormHandover
        wrapper={wrapper}
        handover={handover}
        swapped={takeover !== null}
        submitAttempted={submitAttempted}
      >
        {takeover ? <takeover.Form config={config} handover={handover} initialFile={takeover.initialFile} /> : children}
      </PlainFormHandover>
    </div>
  );
}
