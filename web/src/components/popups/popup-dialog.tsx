'use client';

import { useCallback, useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { MaximizeToggle } from '@/components/ui/maximize-toggle';
import { useDraggable } from '@/components/ui/use-draggable';
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

const FOCUSABLE =
  'a[href], button:not([disabled]), input:not([disabled]):not([type="hidden"]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

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

/** Focusable and not inside a hidden element (the drag handle's keyboard button hides on small screens). */
function focusableIn(root: HTMLElement | null): HTMLElement[] {
  return Array.from(root?.querySelectorAll<HTMLElement>(FOCUSABLE) ?? []).filter(
    (element) => element.closest('[hidden]') === null,
  );
}

/**
 * A popup as an accessible dialog: modal popups trap focus and give it back when they close, Escape
 * closes, a maximise/restore toggle; content is sanitised CMS HTML or a built-in lead form whose after-submit plan
 * (track, redirect, close now or after timeoutClose seconds) runs here.
 */
export function PopupDialog({
  popup,
  isLead,
  onClose,
  onFinish,
  onRedirect,
  strings = POPUP_DEFAULT_STRINGS,
}: PopupDialogProps) {
  const titleId = useId();
  const returnTo = useRef<Element | null>(null);
  const [maximized, setMaximized] = useState(false);
  const [submitted, setSubmitted] = useState(false);
  // Dialogs drag by their header on desktop (not while maximised); the dialog itself moves.
  const drag = useDraggable<HTMLDialogElement>({ disabled: maximized });
  const dialogRef = useRef<HTMLDialogElement | null>(null);
  const { setTarget } = drag;
  const setDialog = useCallback(
    (element: HTMLDialogElement | null) => {
      dialogRef.current = element;
      setTarget(element);
    },
    [setTarget],
  );
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

  const finishedRef = useRef(false);
  const close = () => (submitted ? finish() : onClose());
  function finish() {
    if (finishedRef.current) return;
    finishedRef.current = true;
    onFinish();
  }

  useEffect(() => {
    returnTo.current = document.activeElement;
    const dialog = dialogRef.current;
    if (dialog && !dialog.open) {
      // Native modal: page inert, top layer. jsdom and old browsers lack it: the open attribute plus the trap below.
      // A non-modal popup (a banner) only gets the open attribute: `show()` would run the dialog focusing steps and
      // pull the visitor out of whatever they are typing in.
      if (modal && typeof dialog.showModal === 'function') dialog.showModal();
      else dialog.setAttribute('open', '');
    }
    if (modal) {
      // The content first (the form's first field), then the toolbar.
      const initial =
        dialog?.querySelector<HTMLElement>('[data-autofocus]') ??
        dialog?.querySelector<HTMLElement>(`[data-popup-body] :is(${FOCUSABLE})`) ??
        focusableIn(dialog)[0];
      initial?.focus();
    }
    return () => {
      const target = returnTo.current;
      // A banner closing while the visitor works elsewhere leaves their focus alone; only focus lost with the
      // popup (now on <body>) goes back.
      if (!modal && document.activeElement && document.activeElement !== document.body) return;
      if (target instanceof HTMLElement && target.isConnected && target !== document.body) target.focus();
    };
  }, [modal]);

  function onKeyDown(event: KeyboardEvent<HTMLDialogElement>) {
    if (event.key === 'Escape') {
      event.preventDefault();
      if (closable) close();
      return;
    }
    if (event.key !== 'Tab' || !modal) return;
    const focusable = focusableIn(dialogRef.current);
    const first = focusable[0];
    const last = focusable[focusable.length - 1];
    if (!first || !last) return;
    if (event.shiftKey && document.activeElement === first) {
      event.preventDefault();
      last.focus();
    } else if (!event.shiftKey && document.activeElement === last) {
      event.preventDefault();
      first.focus();
    }
  }

  // The form unmounts on submit: move focus to the submitted view so it is not lost to <body>.
  useEffect(() => {
    if (submitted) dialogRef.current?.querySelector<HTMLElement>('[data-submitted]')?.focus();
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
    <dialog
      ref={setDialog}
      className={[styles.dialog, styles[`kind-${kind}`], styles[`pos-${position}`], maximized ? styles.maximized : '']
        .filter(Boolean)
        .join(' ')}
      aria-labelledby={titleId}
      aria-modal={modal ? true : undefined}
      data-popup-id={popup.popupId ?? undefined}
      style={drag.style}
      onKeyDown={onKeyDown}
      onCancel={(event) => {
        // Native Escape on a modal dialog: handled in onKeyDown.
        event.preventDefault();
      }}
    >
      <div className={styles.header} {...drag.handleProps}>
        <h2 id={titleId} className={styles.title}>
          {title}
        </h2>
        <div className={styles.tools}>
          <button
            type="button"
            className={`${styles.tool} ${styles.moveHandle}`}
            aria-label={strings['popup.move']}
            {...drag.keyboardHandleProps}
          >
            <span aria-hidden="true">✥</span>
          </button>
          <MaximizeToggle
            className={styles.tool}
            maximized={maximized}
            onToggle={setMaximized}
            maximizeLabel={strings['popup.maximize']}
            restoreLabel={strings['popup.restore']}
          />
          {closable ? (
            <button type="button" className={styles.tool} aria-label={strings['popup.close']} onClick={close}>
              <span aria-hidden="true">×</span>
            </button>
          ) : null}
        </div>
      </div>
      <div className={styles.body} data-popup-body style={parseInlineStyle(component?.style)}>
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
    </dialog>
  );
}
