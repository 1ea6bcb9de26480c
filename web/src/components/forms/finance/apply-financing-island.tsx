'use client';

import type { ReactNode } from 'react';

import { PlainFormHandover } from '../plain-form-handover';
import { useTakeoverWhenReached } from '../use-takeover-when-reached';
import type { ApplyFinancingConfig } from './apply-financing-config';

const loadForm = () => import('./apply-financing-form').then((module) => module.ApplyFinancingForm);

/**
 * Shows the server-rendered pre-approval form (`children`, posts without JavaScript) and swaps in the enhanced
 * form from its own chunk, loaded when the visitor reaches the form.
 */
export function ApplyFinancingIsland({ config, children }: { config: ApplyFinancingConfig; children: ReactNode }) {
  const { wrapper, takeover, handover, submitAttempted } = useTakeoverWhenReached(loadForm);

  return (
    <div ref={wrapper} id="lead-form">
      <PlainFormHandover
        wrapper={wrapper}
        handover={handover}
        swapped={takeover !== null}
        submitAttempted={submitAttempted}
      >
        {takeover ? <takeover.Form config={config} handover={handover} /> : children}
      </PlainFormHandover>
    </div>
  );
}
