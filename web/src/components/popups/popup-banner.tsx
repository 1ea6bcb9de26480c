'use client';

import { useState } from 'react';
import { BannerShell } from '@/components/dialogs/banner-shell';
import { dialogHeaderStrings } from '@/components/dialogs/dialog-header';
import { POPUP_DEFAULT_STRINGS } from '@/lib/i18n/popup-strings';
import { isMobileWidth, popupPosition } from '@/lib/popups/viewport';
import type { PopupDialogProps } from './popup-dialog';
import { PopupBody } from './popup-body';
import { popupTitle } from './popup-types';
import { usePopupSession } from './use-popup-session';
import styles from './popups.module.css';

/**
 * A non-modal popup (a banner) in the light banner shell (this module loads only when a banner becomes active): it
 * leaves the page usable and takes no focus. Its content and after-submit plan are the modal popup's.
 */
export function PopupBanner({
  popup,
  isLead,
  onClose,
  onFinish,
  onRedirect,
  strings = POPUP_DEFAULT_STRINGS,
  vehicle,
}: PopupDialogProps) {
  const session = usePopupSession({ popup, isLead, onClose, onFinish, onRedirect });
  const closable = popup.closeButton !== false && popup.settings?.closeButton !== false;
  // Rendered only in the browser (lazy, after a popup became active), so the viewport is known.
  const [isMobile] = useState(() => isMobileWidth(window.innerWidth));
  const position = popupPosition(popup.settings, isMobile);
  const kind = popup.settings?.componentKind ?? 'dialog';

  return (
    <BannerShell
      open={session.open}
      onClose={session.close}
      onExitComplete={session.exited}
      closable={closable}
      title={popupTitle(popup)}
      strings={dialogHeaderStrings((tool) => strings[`popup.${tool}`])}
      entrance={position === 'top' ? 'grow' : 'below'}
      contentData={{ 'data-popup-id': popup.popupId ?? undefined }}
      className={{
        positioner: `${styles.positioner} ${styles[`pos-${position}`]}`,
        content: `${styles.dialog} ${styles[`kind-${kind}`]}`,
      }}
    >
      <PopupBody
        popup={popup}
        isLead={isLead}
        strings={strings}
        submitted={session.submitted}
        onSubmitted={session.afterSubmit}
        vehicle={vehicle}
      />
    </BannerShell>
  );
}
