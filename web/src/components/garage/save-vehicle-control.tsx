import { interpolate } from '@/lib/i18n/interpolate';
import type { SaveVehicleWords } from '@/lib/garage/strings';
import { SAVE_CONTROL, SAVE_STATUS } from './save-control-markup';
import styles from './garage.module.css';

/**
 * "Save" on a vehicle card and the vehicle page: markup only (a result list has twenty), a toggle button
 * (`aria-pressed`) named with the car and its live message, empty until a press. The page's one Save controls
 * island (save-controls.tsx) presses it, marks the saved ones and fills the message (docs/garage.md). Rendered by the
 * server, and by the visitor's own results in the browser alike.
 */
export function SaveVehicleControl({
  vin,
  price,
  title,
  words,
  placement = 'card',
}: {
  vin: string;
  /** The public price the page shows (null for a private car). */
  price: number | null;
  title: string;
  words: SaveVehicleWords;
  placement?: 'card' | 'page';
}) {
  return (
    <div className={placement === 'card' ? styles.cardSave : styles.pageSave} {...SAVE_CONTROL}>
      <button
        type="button"
        className={styles.saveButton}
        aria-pressed="false"
        aria-label={interpolate(words.name, { vehicle: title })}
        data-save-vin={vin}
        data-save-price={price ?? undefined}
        data-save-title={title}
      >
        <span aria-hidden="true" className={styles.saveMark} data-save-mark="">
          ♡
        </span>
        {words.label}
      </button>
      <p role="status" className={styles.saveStatus} {...SAVE_STATUS} />
    </div>
  );
}
