import { stepIndex } from './gallery-navigation';
import type { GalleryStrings } from './gallery-strings';
import styles from './vehicle-gallery.module.css';

/** The previous / next buttons over a photo (the page's gallery and its full-screen view); they wrap at both ends. */
export function GallerySteppers({
  index,
  total,
  strings,
  onStep,
}: {
  index: number;
  total: number;
  strings: GalleryStrings;
  onStep: (index: number) => void;
}) {
  return (
    <>
      <button
        type="button"
        className={`${styles.galleryTool} ${styles.previous}`}
        aria-label={strings['vdp.gallery.previous']}
        onClick={() => onStep(stepIndex(index, -1, total))}
      >
        <span aria-hidden="true">‹</span>
      </button>
      <button
        type="button"
        className={`${styles.galleryTool} ${styles.next}`}
        aria-label={strings['vdp.gallery.next']}
        onClick={() => onStep(stepIndex(index, 1, total))}
      >
        <span aria-hidden="true">›</span>
      </button>
    </>
  );
}
