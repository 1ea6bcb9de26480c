'use client';

import { useEffect, useMemo, useRef } from 'react';

import { ChakraIsland } from '@/theme/chakra-island';

import { useLeadSubmit } from '../forms/use-lead-submit';
import { dialogHeaderStrings } from '../dialogs/dialog-header';
import { DialogShell } from '../dialogs/dialog-shell';
import { ToastRegion } from '../ui/toast-region';
import { toastRegionText } from '../ui/toast-strings';
import { LEAD_MESSAGE_STRINGS, leadSubmitText } from '../forms/lead-message-strings';
import type { FlowProps } from './flow-props';
import { PriceFlow } from './price-flow';
import { TestDriveFlow } from './test-drive-flow';
import { DIALOG_TOASTS, type VehicleDialogContext, type VehicleDialogKind } from './types';
import { UnlockFlow } from './unlock-flow';
import styles from './vehicle-dialogs.module.css';

export interface VehicleDialogProps {
  kind: VehicleDialogKind;
  open: boolean;
  /** The button that opened the dialog: focus goes back to it on close. */
  opener: HTMLElement | null;
  onClose: () => void;
  context: VehicleDialogContext;
}

const TITLE_KEYS = {
  price: 'vdp.price.title',
  testDrive: 'vdp.testDrive.title',
  unlock: 'vdp.unlock.title',
} as const;

const FLOWS = { price: PriceFlow, testDrive: TestDriveFlow, unlock: UnlockFlow } as const;

/**
 * The vehicle-page dialog (loaded only when a flow is first opened), in the site's dialog shell: modal, so focus is
 * trapped, Escape closes and focus returns to the opener; a drawer on phones. The lead toasts live here, outside the
 * dialog, so they outlast it.
 */
export function VehicleDialog({ kind, open, opener, onClose, context }: VehicleDialogProps) {
  const group = DIALOG_TOASTS[kind];
  const { strings: dialogStrings } = context;
  // The page sends the dialogs' own messages; the other forms' toasts (never shown here) keep their built-in text.
  const messages = useMemo(
    () => (context.messages ? { ...LEAD_MESSAGE_STRINGS, ...context.messages } : undefined),
    [context.messages],
  );
  const localized = useMemo(
    () =>
      messages
        ? {
            text: leadSubmitText(group, messages, {
              sending: dialogStrings['vdp.dialog.sending'],
              fixFields: dialogStrings['vdp.dialog.fixFields'],
            }),
            lang: context.lang ?? 'en',
          }
        : undefined,
    [context.lang, dialogStrings, messages, group],
  );
  const lead = useLeadSubmit(group, context.cookieTier, localized);
  const toastText = useMemo(() => (messages ? toastRegionText(messages) : undefined), [messages]);
  const { setStatus } = lead;
  const s = context.strings;
  const titleRef = useRef<HTMLHeadingElement>(null);

  // Each opening starts clean: no old status line.
  useEffect(() => {
    if (open) setStatus(null);
  }, [open, kind, setStatus]);

  const Flow = FLOWS[kind];
  const flowProps: FlowProps = {
    context,
    lead,
    onClose,
    // The page is cached for every visitor: what the lead changed (a saved profile) reaches its islands through
    // the visitor-cookies event, not a server render.
    onDone: onClose,
  };

  return (
    <>
      <ChakraIsland>
        <DialogShell
          open={open}
          onClose={onClose}
          finalFocusEl={() => opener}
          // Focus starts on the dialog's heading (not its first tool, "Move dialog"), so it is read first.
          initialFocusEl={() => titleRef.current}
          title={s[TITLE_KEYS[kind]]}
          titleRef={titleRef}
          strings={dialogHeaderStrings((tool) => s[`vdp.dialog.${tool}`])}
          contentData={{ 'data-vehicle-dialog': kind }}
        >
          <Flow {...flowProps} />
        </DialogShell>
      </ChakraIsland>
      <div className={styles.toasts}>
        <ToastRegion toasts={lead.toasts} onDismiss={lead.dismissToast} text={toastText} />
      </div>
    </>
  );
}
