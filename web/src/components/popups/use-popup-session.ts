'use client';

import { useCallback, useEffect, useRef, useState } from 'react';
import { submitPlan } from '@/lib/popups/submit';
import { firePopupEvent } from '@/lib/tracking/fire-conversion';
import type { RuntimePopup } from './popup-types';

/** How the popup left: closed (the side button can reopen it) or finished (never shows again). */
type Ending = 'close' | 'finish';

export interface PopupSessionOptions {
  popup: RuntimePopup;
  isLead: boolean;
  /** Closed without finishing: the side button can reopen it. */
  onClose: () => void;
  /** Submitted: never shows again. */
  onFinish: () => void;
  /** Navigate after submit (client-side for site paths). */
  onRedirect: (href: string) => void;
}

export interface PopupSession {
  /** False once the popup is closing (its shell lets go of the focus, then calls `exited`). */
  open: boolean;
  submitted: boolean;
  /** The visitor closed it (close button, Escape): finished when it was already submitted. */
  close: () => void;
  /** Its form was sent (`leadId`: the lead it sent) or its button pressed: the after-submit plan runs. */
  afterSubmit: (leadId: string | null) => void;
  /** The shell is gone: the runtime hears how it ended. */
  exited: () => void;
}

/**
 * One showing of a popup, whatever shell draws it: the submitted state and the editor's after-submit plan (track,
 * redirect, close now or after timeoutClose seconds). Closing first lets the shell finish (focus back to where it
 * was), then the runtime hears how it ended.
 */
export function usePopupSession({ popup, isLead, onClose, onFinish, onRedirect }: PopupSessionOptions): PopupSession {
  const [submitted, setSubmitted] = useState(false);
  const [ending, setEnding] = useState<Ending | null>(null);
  const endingRef = useRef<Ending | null>(null);
  const end = useCallback((how: Ending) => {
    if (endingRef.current === 'finish') return;
    endingRef.current = how;
    setEnding(how);
  }, []);

  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  useEffect(() => () => void (timer.current && clearTimeout(timer.current)), []);

  function afterSubmit(leadId: string | null) {
    const plan = submitPlan(popup, { isLead });
    setSubmitted(true);
    // Tied to the lead it sent: one submission is one event per name (docs/tracking.md#one-submission-one-lead).
    if (plan.trackEvent) firePopupEvent(plan.trackEvent, leadId);
    if (plan.redirect) onRedirect(plan.redirect);
    if (plan.closeNow) end('finish');
    else if (plan.closeAfterMs !== null) timer.current = setTimeout(() => end('finish'), plan.closeAfterMs);
  }

  return {
    open: ending === null,
    submitted,
    close: () => end(submitted ? 'finish' : 'close'),
    afterSubmit,
    exited: () => (endingRef.current === 'finish' ? onFinish() : onClose()),
  };
}
