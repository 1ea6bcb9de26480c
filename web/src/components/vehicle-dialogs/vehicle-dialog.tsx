'use client';

import { Dialog, Portal } from '@chakra-ui/react';
import { useEffect, useMemo, useRef, useState } from 'react';

import { ChakraIsland } from '@/theme/chakra-island';

import { useLeadSubmit } from '../forms/use-lead-submit';
import { MaximizeToggle } from '../ui/maximize-toggle';
import { ToastRegion } from '../ui/toast-region';
import { toastRegionText } from '../ui/toast-strings';
import { leadSubmitText } from '../forms/lead-message-strings';
import { useDraggable } from '../ui/use-draggable';
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
 * The vehicle-page dialog (loaded only when a flow is first opened): a Chakra modal dialog, so focus is trapped,
 * Escape closes and focus returns to the opener; draggable by its header on wide screens; a
 * maximise/restore toggle (full screen, no dragging meanwhile). The lead toasts live here, outside the dialog, so
 * they outlast it.
 */
export function VehicleDialog({ kind, open, opener, onClose, context }: VehicleDialogProps) {
  const group = DIALOG_TOASTS[kind];
  const { messages, strings: dialogStrings } = context;
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
  const [maximized, setMaximized] = useState(false);
  // Each opening starts restored (adjusted while rendering, not in an effect).
  const opening = open ? kind : null;
  const [lastOpening, setLastOpening] = useState(opening);
  if (opening !== lastOpening) {
    setLastOpening(opening);
    setMaximized(false);
  }
  // Destructured: the callback ref stays apart from the render values (React compiler's ref rule). No dragging
  // while maximised.
  const {
    setTarget,
    style: dragStyle,
    handleProps,
    keyboardHandleProps,
    reset,
  } = useDraggable<HTMLDivElement>({
    disabled: maximized,
  });
  const { setStatus } = lead;
  const s = context.strings;
  const titleRef = useRef<HTMLHeadingElement>(null);

  // Each opening starts clean: no old status line, the dialog back in the middle.
  useEffect(() => {
    if (open) {
      setStatus(null);
      reset();
    }
  }, [open, kind, setStatus, reset]);

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
        <Dialog.Root
          open={open}
          onOpenChange={(details) => {
            if (!details.open) onClose();
          }}
          finalFocusEl={() => opener}
          // Focus starts on the dialog's heading (not its first tool, "Move dialog"), so it is read first.
          initialFocusEl={() => titleRef.current}
          closeOnInteractOutside={false}
          lazyMount
          unmountOnExit
          placement="center"
          scrollBehavior="inside"
          size={maximized ? 'full' : 'md'}
        >
          <Portal>
            <Dialog.Backdrop />
            <Dialog.Positioner>
              <Dialog.Content
                ref={setTarget}
                style={dragStyle}
                data-vehicle-dialog={kind}
                data-maximized={maximized ? '' : undefined}
              >
                <Dialog.Header className={styles.header} {...handleProps}>
                  <Dialog.Title ref={titleRef} tabIndex={-1} className={styles.title}>
                    {s[TITLE_KEYS[kind]]}
                  </Dialog.Title>
                  <button
                    type="button"
                    className={styles.tool}
                    aria-label={s['vdp.dialog.move']}
                    {...keyboardHandleProps}
                  >
                    <span aria-hidden="true">✥</span>
                  </button>
                  <MaximizeToggle
                    className={styles.tool}
                    maximized={maximized}
                    onToggle={setMaximized}
                    maximizeLabel={s['vdp.dialog.maximize']}
                    restoreLabel={s['vdp.dialog.restore']}
                  />
                  <Dialog.CloseTrigger asChild position="static">
                    <button type="button" className={styles.tool} aria-label={s['vdp.dialog.close']}>
                      <span aria-hidden="true">×</span>
                    </button>
                  </Dialog.CloseTrigger>
                </Dialog.Header>
                <Dialog.Body>
                  <Flow {...flowProps} />
                </Dialog.Body>
              </Dialog.Content>
            </Dialog.Positioner>
          </Portal>
        </Dialog.Root>
      </ChakraIsland>
      <div className={styles.toasts}>
        <ToastRegion toasts={lead.toasts} onDismiss={lead.dismissToast} text={toastText} />
      </div>
    </>
  );
}
