import { SAVE_CONTROL, SAVE_STATUS } from './save-control-markup';
import styles from './garage.module.css';

/**
 * "Save this search" on search results: markup only, a toggle button keeping the search's address, its heading and
 * the cars it lists now (their VINs), so the garage can count what is new since (docs/garage.md). The page's Save
 * controls island (save-controls.tsx) presses it.
 */
export function SaveSearchControl({
  href,
  label,
  pageVins,
  total,
  buttonLabel,
}: {
  /** The clean filter path and sort (lib/garage/saved-search-href.ts). */
  href: string;
  /** The search's heading, kept with it. */
  label: string;
  /** The VINs on the page shown, kept if the full list cannot be had. */
  pageVins: readonly string[];
  total: number;
  /** The button's words ("Save this search"). */
  buttonLabel: string;
}) {
  return (
    <div className={styles.pageSave} {...SAVE_CONTROL}>
      <button
        type="button"
        className={styles.saveButton}
        aria-pressed="false"
        data-save-search={href}
        data-save-label={label}
        data-save-vins={pageVins.join(',')}
        data-save-total={total}
      >
        <span aria-hidden="true" className={styles.saveMark} data-save-mark="">
          ♡
        </span>
        {buttonLabel}
      </button>
      <p role="status" className={styles.saveStatus} {...SAVE_STATUS} />
    </div>
  );
}
