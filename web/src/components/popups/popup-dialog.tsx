'use client';

import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { submitPlan } from '@/lib/popups/submit';
import { isMobileWidth, popupPosition } from '@/lib/popups/viewport';
import { TRACK_EVENT_NAME, type TrackEventDetail } from '@/lib/leads/track-event';
import { LEAD_TOASTS, toastMessage } from '@/lib/leads/toasts';
import { trackingValue } from '@/lib/tracking/events';
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
}

/**
 * A popup as an accessible dialog (spec §2, §4): modal popups trap focus and give it back when they close, Escape
 * closes, a maximise/restore toggle; content is sanitised CMS HTML or a built-in lead form whose after-submit plan
 * (track, redirect, close now or after timeoutClose seconds) runs here.
 */
export function PopupDialog({ popup, isLead, onClose, onFinish, onRedirect }: PopupDialogProps) {
  const titleId = useId();
  const dialogRef = useRef<HTMLDialogElement>(null);
  const returnTo = useRef<Element | null>(null);
  const [maximized, setMaximized] = useState(false);
  const [submitted, setSubmitted] = useState(false);
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
      if (modal && typeof dialog.showModal === 'function') dialog.showModal();
      else if (typeof dialog.show === 'function') dialog.show();
      else dialog.setAttribute('open', '');
    }
    // The content first (the form's first field), then the toolbar.
    const initial =
      dialog?.querySelector<HTMLElement>('[data-autofocus]') ??
      dialog?.querySelector<HTMLElement>(`[data-popup-body] :is(${FOCUSABLE})`) ??
      dialog?.querySelector<HTMLElement>(FOCUSABLE);
    initial?.focus();
    return () => {
      const target = returnTo.current;
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
    const focusable = Array.from(dialogRef.current?.querySelectorAll<HTMLElement>(FOCUSABLE) ?? []);
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
  const success =
    component?.componentName === 'unlockInventory' ? LEAD_TOASTS.unlock.success : LEAD_TOASTS.contact.success;

  return (
    <dialog
      ref={dialogRef}
      className={[styles.dialog, styles[`kind-${kind}`], styles[`pos-${position}`], maximized ? styles.maximized : '']
        .filter(Boolean)
        .join(' ')}
      aria-labelledby={titleId}
      aria-modal={modal ? true : undefined}
      data-popup-id={popup.popupId ?? undefined}
      onKeyDown={onKeyDown}
      onCancel={(event) => {
        // Native Escape on a modal dialog: handled in onKeyDown.
        event.preventDefault();
      }}
    >
      <div className={styles.header}>
        <h2 id={titleId} className={styles.title}>
          {title}
        </h2>
        <div className={styles.tools}>
          <button
            type="button"
            className={styles.tool}
            aria-pressed={maximized}
            aria-label={maximized ? 'Restore' : 'Maximize'}
            onClick={() => setMaximized((value) => !value)}
          >
            <span aria-hidden="true">{maximized ? '❐' : '□'}</span>
          </button>
          {closable ? (
            <button type="button" className={styles.tool} aria-label="Close" onClick={close}>
              <span aria-hidden="true">×</span>
            </button>
          ) : null}
        </div>
      </div>
      <div className={styles.body} data-popup-body style={parseInlineStyle(component?.style)}>
        {submitted ? (
          <p role="status" className={styles.submitted} data-submitted tabIndex={-1}>
            {toastMessage(success)}
          </p>
        ) : component?.type === 'html' && component.html ? (
          <SafeHtml html={component.html} className={styles.html} />
        ) : (
          <>
            {plan.sendLead ? (
              <PopupLeadForm
                formType={
                  plan.emailFormType ??
                  (component?.componentName === 'unlockInventory' ? 'UNLOCK_INVENTORY' : 'DEFAULT')
                }
                withMessage={component?.componentName === 'userLead'}
                submitLabel={popup.button?.text?.trim() || 'Submit'}
                onSent={afterSubmit}
              />
            ) : (
              <button type="button" className={styles.primary} data-autofocus onClick={afterSubmit}>
                {popup.button?.text?.trim() || 'Continue'}
              </button>
            )}
          </>
        )}
      </div>
    </dialog>
  );
}
