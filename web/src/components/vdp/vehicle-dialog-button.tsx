'use client';

import type { VehicleDialogKind } from '../vehicle-dialogs/types';
import { useOpenVehicleDialog } from './vehicle-dialogs-provider';
import buttonStyles from '../ui/button-link.module.css';
import styles from './vehicle-dialog-button.module.css';

/** Opens one of the vehicle-page flows. A real button: Enter and Space open it, and focus returns here on close. */
export function VehicleDialogButton({
  kind,
  label,
  variant = 'solid',
}: {
  kind: VehicleDialogKind;
  label: string;
  variant?: 'solid' | 'outline';
}) {
  const open = useOpenVehicleDialog();
  return (
    <button
      type="button"
      className={`${buttonStyles.button}${variant === 'outline' ? ` ${buttonStyles.outline}` : ''} ${styles.flowButton}`}
      aria-haspopup="dialog"
      data-vehicle-flow={kind}
      onClick={(event) => open?.(kind, event.currentTarget)}
    >
      {label}
    </button>
  );
}
