'use client';

import { m, useReducedMotion } from 'motion/react';
import { useCallback, useEffect, useRef, useState } from 'react';
import { entrance } from '@/components/motion/entrance';
import { MotionIsland } from '@/components/motion/motion-island';
import { ChakraIsland } from '@/theme/chakra-island';
import { dialogHeaderStrings } from '@/components/dialogs/dialog-header';
import { DialogShell } from '@/components/dialogs/dialog-shell';
import { POPUP_DEFAULT_STRINGS, type PopupStrings } from '@/lib/i18n/popup-strings';
import { parseCookieHeader } from '@/lib/profile/cookie-attributes';
import { readProfile } from '@/lib/profile/visitor-profile';
import { submitPlan } from '@/lib/popups/submit';
import { isMobileWidth, popupPosition } from '@/lib/popups/viewport';
import { TRACK_EVENT_NAME, type TrackEventDetail } from '@/lib/leads/track-event';
import { trackingValue } from '@/lib/tracking/events';
import { PhoneVerificationStep } from './phone-verification-step';
import { PopupLeadForm } from './popup-lead-form';
import { popupTitle, type RuntimePopup } from './popup-types';
import { parseInlineStyle, SafeHtml } from './safe-html';
import styles from './popups.module.css';

/** The form fields and buttons a modal popup may start on (the first one in its body). */
const FOCUSABLE_FIELDS =
  'a[href], button:not([disabled]), input:not([disabled]):not([type="hidden"]), select, textarea';

export interface PopupDialogProps {
  popup: RuntimePopup;
  isLead: boolean;
  /** Closed without finishing: the side button can reopen it. */
  onClose: () => void;
  /** Submitted: never shows again. */
  onFinish: () => void;
  /** Navigate after submit (client-side for site paths). */
  onRedirect: (href: string) => void;
  /** Interface text in the page's language (resolved on the server). */
  strings?: PopupStrings;
}

/** How the popup left: closed (the side button can reopen it) or finished (never shows again). */
type Ending = 'close' | 'finish';

/**
 * A popup in the site's dialog shell (this module loads only when a popup becomes active; a drawer on phones): a modal
 * popup traps focus, hides the page from assistive technology and gives focus back when it closes; a non-modal one (a
 * banner) leaves the page usable and takes no focus (the shell's rules for Escape and closing apply). It enters with
 * a short slide (none for reduced motion). Content is sanitised CMS HTML or a built-in
 * lead form whose after-submit plan (track, redirect, close now or after timeoutClose seconds) runs here.
 */
export function PopupDialog({
  popup,
  isLead,
  onClose,
  onFinish,
  onRedirect,
  strings = POPUP_DEFAULT_STRINGS,
}: PopupDialogProps) {
  const [submitted, setSubmitted] = useState(false);
  const contentRef = useRef<HTMLDivElement | null>(null);
  const bodyRef = useRef<HTMLDivElement | null>(null);
  const setContent = useCallback((element: HTMLDivElement | null) => {
    contentRef.current = element;
  }, []);
  // The phone verification popup: the lead form first (unless skipped), then the code step with that number.
  const verifiesPhone = popup.component?.componentName === 'userLeadPhoneVerification';
  const [verifyPhone, setVerifyPhone] = useState<string | null>(null);
  const modal = popup.background?.modal !== false;
  const closable = popup.closeButton !== false && popup.settings?.closeButton !== false;
  const title = popupTitle(popup);
  // Rendered only in the browser (lazy, after a popup became active), so the viewport is known.
  const [isMobile] = useState(() => isMobileWidth(window.innerWidth));
  const position = popupPosition(popup.settings, isMobile);
  const kind = popup.settings?.componentKind ?? 'dialog';
  const reduceMotion = useReducedMotion() ?? false;
  // A non-modal popup keeps the focus where the visitor is (they may be typing in the page).
  const [keepFocus] = useState(() => (modal ? null : document.activeElement));

  // Closing first lets the dialog finish (focus back to where it was), then the runtime hears how it ended.
  const [ending, setEnding] = useState<Ending | null>(null);
  const endingRef = useRef<Ending | null>(null);
  const end = useCallback((how: Ending) => {
    if (endingRef.current === 'finish') return;
    endingRef.current = how;
    setEnding(how);
  }, []);
  const close = () => end(submitted ? 'finish' : 'close');
  const finish = () => end('finish');

  // The form unmounts on submit: move focus to the submitted view so it is not lost to <body>.
  useEffect(() => {
    if (submitted) contentRef.current?.querySelector<HTMLElement>('[data-submitted]')?.focus();
  }, [submitted]);

  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  useEffect(() => () => void (timer.current && clearTimeout(timer.current)), []);

  function afterSubmit() {
    const plan = submitPlan(popup, { isLead });
    setSubmitted(true);
    if (plan.trackEvent) {
      const detail: TrackEventDetail = { name: plan.trackEvent, value: trackingValue(plan.trackEvent).value };
      window.dispatchEvent(new CustomEvent(TRACK_EVENT_NAME, { detail }));
    }
    if (plan.redirect) onRedirect(plan.redirect);
    if (plan.closeNow) finish();
    else if (plan.closeAfterMs !== null) timer.current = setTimeout(finish, plan.closeAfterMs);
  }

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
    <ChakraIsland>
      <MotionIsland>
        <DialogShell
          open={ending === null}
          onClose={close}
          onExitComplete={() => (endingRef.current === 'finish' ? onFinish() : onClose())}
          modal={modal}
          closable={closable}
          // The content first (the form's first field), then the toolbar; a banner takes no focus.
          initialFocusEl={() =>
            modal
              ? (bodyRef.current?.querySelector<HTMLElement>('[data-autofocus]') ??
                bodyRef.current?.querySelector<HTMLElement>(FOCUSABLE_FIELDS) ??
                null)
              : // Focusing what already has the focus (or <body>) leaves it where it is.
                keepFocus instanceof HTMLElement
                ? keepFocus
                : document.body
          }
          motionPreset="none"
          title={title}
          strings={dialogHeaderStrings((tool) => strings[`popup.${tool}`])}
          contentRef={setContent}
          contentData={{ 'data-popup-id': popup.popupId ?? undefined }}
          className={{
            positioner: [styles.positioner, styles[`pos-${position}`], modal ? '' : styles.nonModal]
              .filter(Boolean)
              .join(' '),
            content: `${styles.dialog} ${styles[`kind-${kind}`]}`,
            body: styles.bodyFrame,
          }}
          renderContent={(inner) => (
            <m.div {...entrance(position === 'top' ? 'grow' : 'below', reduceMotion)}>{inner}</m.div>
          )}
        >
          <div ref={bodyRef} className={styles.body} data-popup-body style={parseInlineStyle(component?.style)}>
            {submitted ? (
              <p role="status" className={styles.submitted} data-submitted tabIndex={-1}>
                {success}
              </p>
            ) : component?.type === 'html' && component.html ? (
              <SafeHtml html={component.html} className={styles.html} />
            ) : (
              <>
                {verifiesPhone && (!plan.sendLead || verifyPhone !== null) ? (
                  <PhoneVerificationStep
                    initialPhone={verifyPhone || readProfile(parseCookieHeader(document.cookie)).phone}
                    strings={strings}
                    onVerified={afterSubmit}
                  />
                ) : plan.sendLead ? (
                  <PopupLeadForm
                    formType={formType}
                    emailData={plan.emailData}
                    withMessage={component?.componentName === 'userLead'}
                    submitLabel={popup.button?.text?.trim() || strings['popup.submit']}
                    strings={strings}
                    onSent={verifiesPhone ? (phone) => setVerifyPhone(phone ?? '') : afterSubmit}
                  />
                ) : (
                  <button type="button" className={styles.primary} data-autofocus onClick={afterSubmit}>
                    {popup.button?.text?.trim() || strings['popup.continue']}
                  </button>
                )}
              </>
            )}
          </div>
        </DialogShell>
      </MotionIsland>
    </ChakraIsland>
  );
}
