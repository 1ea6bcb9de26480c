'use client';

import { useEffect, useRef, useState, type Ref } from 'react';
import type { PopupStrings } from '@/lib/i18n/popup-strings';
import { parseCookieHeader } from '@/lib/profile/cookie-attributes';
import { readProfile } from '@/lib/profile/visitor-profile';
import { submitPlan } from '@/lib/popups/submit';
import type { TriggerVehicle } from '@/lib/popups/trigger-vehicle';
import { PhoneVerificationStep } from './phone-verification-step';
import { PopupLeadForm } from './popup-lead-form';
import type { RuntimePopup } from './popup-types';
import { parseInlineStyle, SafeHtml } from './safe-html';
import styles from './popups.module.css';

export interface PopupBodyProps {
  popup: RuntimePopup;
  isLead: boolean;
  strings: PopupStrings;
  submitted: boolean;
  /** Submitted; `leadId` is the lead it sent, if any (the popup's event carries its id). */
  onSubmitted: (leadId: string | null) => void;
  /** The car of the trigger button that opened it, sent with its lead. */
  vehicle?: TriggerVehicle | null;
  /** The body element, for a modal shell that starts the focus on its first field. */
  bodyRef?: Ref<HTMLDivElement>;
}

/**
 * What a popup shows, in any shell: sanitised CMS HTML, or a built-in lead form (with the phone verification step
 * where the popup asks for it), or one button; after submit, the submitted view.
 */
export function PopupBody({ popup, isLead, strings, submitted, onSubmitted, vehicle, bodyRef }: PopupBodyProps) {
  const submittedRef = useRef<HTMLParagraphElement | null>(null);
  // The phone verification popup: the lead form first (unless skipped), then the code step with that number.
  const verifiesPhone = popup.component?.componentName === 'userLeadPhoneVerification';
  const [verifyPhone, setVerifyPhone] = useState<string | null>(null);
  const [verifyLeadId, setVerifyLeadId] = useState<string | null>(null);

  // The form unmounts on submit: move focus to the submitted view so it is not lost to <body>.
  useEffect(() => {
    if (submitted) submittedRef.current?.focus();
  }, [submitted]);

  const plan = submitPlan(popup, { isLead });
  const component = popup.component;
  const success = verifiesPhone
    ? strings['phoneVerification.verified']
    : component?.componentName === 'unlockInventory'
      ? strings['toast.unlock.success']
      : strings['toast.contact.success'];
  const formType =
    plan.emailFormType ?? (component?.componentName === 'unlockInventory' ? 'UNLOCK_INVENTORY' : 'DEFAULT');

  return (
    <div ref={bodyRef} className={styles.body} data-popup-body style={parseInlineStyle(component?.style)}>
      {submitted ? (
        <p ref={submittedRef} role="status" className={styles.submitted} data-submitted tabIndex={-1}>
          {success}
        </p>
      ) : component?.type === 'html' && component.html ? (
        <SafeHtml html={component.html} className={styles.html} />
      ) : verifiesPhone && (!plan.sendLead || verifyPhone !== null) ? (
        <PhoneVerificationStep
          initialPhone={verifyPhone || readProfile(parseCookieHeader(document.cookie)).phone}
          strings={strings}
          onVerified={() => onSubmitted(verifyLeadId)}
        />
      ) : plan.sendLead ? (
        <PopupLeadForm
          formType={formType}
          emailData={plan.emailData}
          vehicle={vehicle}
          withMessage={component?.componentName === 'userLead'}
          submitLabel={popup.button?.text?.trim() || strings['popup.submit']}
          strings={strings}
          onSent={(phone, leadId) => {
            if (!verifiesPhone) return onSubmitted(leadId);
            setVerifyLeadId(leadId);
            setVerifyPhone(phone ?? '');
          }}
        />
      ) : (
        <button type="button" className={styles.primary} data-autofocus onClick={() => onSubmitted(null)}>
          {popup.button?.text?.trim() || strings['popup.continue']}
        </button>
      )}
    </div>
  );
}
