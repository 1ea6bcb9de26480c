'use client';

import { m, useReducedMotion } from 'motion/react';
import { useRef, useState } from 'react';
import { entrance } from '@/components/motion/entrance';
import { MotionIsland } from '@/components/motion/motion-island';
import { ChakraIsland } from '@/theme/chakra-island';
import { dialogHeaderStrings } from '@/components/dialogs/dialog-header';
import { DialogShell } from '@/components/dialogs/dialog-shell';
import { POPUP_DEFAULT_STRINGS, type PopupStrings } from '@/lib/i18n/popup-strings';
import { isMobileWidth, popupPosition } from '@/lib/popups/viewport';
import type { TriggerVehicle } from '@/lib/popups/trigger-vehicle';
import { PopupBody } from './popup-body';
import { popupTitle } from './popup-types';
import { usePopupSession, type PopupSessionOptions } from './use-popup-session';
import styles from './popups.module.css';

/** The form fields and buttons a modal popup may start on (the first one in its body). */
const FOCUSABLE_FIELDS =
  'a[href], button:not([disabled]), input:not([disabled]):not([type="hidden"]), select, textarea';

export interface PopupDialogProps extends PopupSessionOptions {
  /** Interface text in the page's language (resolved on the server). */
  strings?: PopupStrings;
  /** The car of the trigger button that opened it (lib/popups/trigger-vehicle.ts). */
  vehicle?: TriggerVehicle | null;
}

/**
 * A modal popup in the site's dialog shell (this module loads only when a modal popup becomes active; a drawer on
 * phones): it traps focus (its first field first), hides the page from assistive technology and gives focus back
 * when it closes. It enters with a short slide (none for reduced motion). Non-modal popups (banners) have their own
 * light shell (popup-banner.tsx), so showing one never loads Chakra or the animation runtime.
 */
export function PopupDialog({
  popup,
  isLead,
  onClose,
  onFinish,
  onRedirect,
  strings = POPUP_DEFAULT_STRINGS,
  vehicle,
}: PopupDialogProps) {
  const session = usePopupSession({ popup, isLead, onClose, onFinish, onRedirect });
  const bodyRef = useRef<HTMLDivElement | null>(null);
  const closable = popup.closeButton !== false && popup.settings?.closeButton !== false;
  // Rendered only in the browser (lazy, after a popup became active), so the viewport is known.
  const [isMobile] = useState(() => isMobileWidth(window.innerWidth));
  const position = popupPosition(popup.settings, isMobile);
  const kind = popup.settings?.componentKind ?? 'dialog';
  const reduceMotion = useReducedMotion() ?? false;

  return (
    <ChakraIsland>
      <MotionIsland>
        <DialogShell
          open={session.open}
          onClose={session.close}
          onExitComplete={session.exited}
          closable={closable}
          // The content first (the form's first field), then the toolbar.
          initialFocusEl={() =>
            bodyRef.current?.querySelector<HTMLElement>('[data-autofocus]') ??
            bodyRef.current?.querySelector<HTMLElement>(FOCUSABLE_FIELDS) ??
            null
          }
          motionPreset="none"
          title={popupTitle(popup)}
          strings={dialogHeaderStrings((tool) => strings[`popup.${tool}`])}
          contentData={{ 'data-popup-id': popup.popupId ?? undefined }}
          className={{
            positioner: `${styles.positioner} ${styles[`pos-${position}`]}`,
            content: `${styles.dialog} ${styles[`kind-${kind}`]}`,
            body: styles.bodyFrame,
          }}
          renderContent={(inner) => (
            <m.div {...entrance(position === 'top' ? 'grow' : 'below', reduceMotion)}>{inner}</m.div>
          )}
        >
          <PopupBody
            popup={popup}
            isLead={isLead}
            strings={strings}
            submitted={session.submitted}
            onSubmitted={session.afterSubmit}
            vehicle={vehicle}
            bodyRef={bodyRef}
          />
        </DialogShell>
      </MotionIsland>
    </ChakraIsland>
  );
}
