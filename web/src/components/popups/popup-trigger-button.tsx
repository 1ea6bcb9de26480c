import type { PopupTriggerButtonId } from '@/lib/popups/trigger-buttons';
import { triggerVehicleAttribute, type TriggerVehicle } from '@/lib/popups/trigger-vehicle';
import styles from './popup-trigger-button.module.css';

/**
 * A button that opens the popup whose item-clicked rule names it (docs/popups.md#trigger-buttons). Server-rendered
 * and not displayed until the popups runtime says one of the site's popups opens on it (`<html
 * data-popup-triggers>`), so it never does nothing; the runtime hears the click itself.
 */
export function PopupTriggerButton({
  id,
  label,
  placement = 'inline',
  vehicle,
}: {
  id: PopupTriggerButtonId;
  label: string;
  /** `overlay`: over a card's photo, so its arrival moves nothing. */
  placement?: 'inline' | 'overlay';
  /** The car it is about: the lead of the popup it opens names it (lib/popups/trigger-vehicle.ts). */
  vehicle?: TriggerVehicle;
}) {
  return (
    <button
      type="button"
      data-popup-trigger={id}
      aria-haspopup="dialog"
      data-popup-vehicle={vehicle ? triggerVehicleAttribute(vehicle) : undefined}
      className={`${styles.trigger} ${placement === 'overlay' ? styles.overlay : styles.inline}`}
    >
      {label}
    </button>
  );
}
