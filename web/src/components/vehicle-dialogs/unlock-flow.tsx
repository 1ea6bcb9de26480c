'use client';

import { useId } from 'react';

import { DetailsForm, flowDetailsProps } from './details-form';
import { unlockLeadBody } from './lead-bodies';
import type { FlowProps } from './flow-props';
import { StepFrame } from './step-frame';
import styles from './vehicle-dialogs.module.css';

/**
 * Private inventory: saving details grants access (the saved profile is the pass) and sends
 * UNLOCK_INVENTORY; the page then re-renders with the price.
 */
export function UnlockFlow({ context, lead, onDone }: FlowProps) {
  const { strings: s } = context;
  const id = useId();
  return (
    <StepFrame title={context.title} focus={false}>
      <DetailsForm
        {...flowDetailsProps({ context, lead }, id)}
        submitLabel={s['vdp.unlock.submit']}
        onDetails={async (visitor) => {
          const result = await lead.submit({
            form: 'UNLOCK_INVENTORY',
            body: unlockLeadBody({ visitor, vehicle: context.vehicle, url: window.location.href }),
            profile: visitor,
          });
          if (result.kind === 'sent') {
            onDone();
            return null;
          }
          return result.kind === 'invalid' ? result.errors : null;
        }}
      >
        <p className={styles.hint}>{s['vdp.unlock.intro']}</p>
      </DetailsForm>
    </StepFrame>
  );
}
