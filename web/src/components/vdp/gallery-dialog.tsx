'use client';

import { Dialog, Portal } from '@chakra-ui/react';
import type { KeyboardEvent, ReactNode } from 'react';

import { interpolate } from '@/lib/i18n/interpolate';
import { ChakraIsland } from '@/theme/chakra-island';

import { keyTarget, stepIndex } from './gallery-navigation';
import type { GalleryStrings } from './gallery-strings';
import { useSwipe } from './use-swipe';
import { GallerySteppers } from './gallery-steppers';
import styles from './vehicle-gallery.module.css';

export interface GalleryDialogProps {
  open: boolean;
  /** The full-screen button: focus goes back to it on close. */
  opener: HTMLElement | null;
  onClose: () => void;
  /** The photo shown, shared with the page's gallery so both stay on the same photo. */
  index: number;
  onIndexChange: (index: number) => void;
  photos: ReactNode[];
  title: string;
  strings: GalleryStrings;
}

/**
 * The full-screen photo view (loaded on the first press of the full-screen button): a Chakra modal dialog, so
 * focus is trapped inside, Escape and the close button close it, and focus returns to the button. Arrow keys,
 * Home/End and swipes move between photos.
 */
export function GalleryDialog({
  open,
  opener,
  onClose,
  index,
  onIndexChange,
  photos,
  title,
  strings,
}: GalleryDialogProps) {
  const total = photos.length;
  const swipe = useSwipe((step) => onIndexChange(stepIndex(index, step, total)));
  const onKeyDown = (event: KeyboardEvent<HTMLElement>) => {
    if (event.altKey || event.ctrlKey || event.metaKey || event.shiftKey) return;
    const target = keyTarget(event.key, index, total);
    if (target === null) return;
    event.preventDefault();
    onIndexChange(target);
  };
  return (
    <ChakraIsland>
      <Dialog.Root
        open={open}
        onOpenChange={(details) => {
          if (!details.open) onClose();
        }}
        finalFocusEl={() => opener}
        size="full"
        motionPreset="none"
      >
        <Portal>
          <Dialog.Backdrop />
          <Dialog.Positioner>
            <Dialog.Content data-gallery-dialog="" onKeyDown={onKeyDown}>
              <Dialog.Header className={styles.fullscreenHeader}>
                <Dialog.Title className={styles.fullscreenTitle}>
                  {interpolate(strings['vdp.gallery.title'], { title })}
                </Dialog.Title>
                <p className={styles.fullscreenCount} aria-live="polite" data-testid="gallery-dialog-count">
                  {interpolate(strings['vdp.gallery.count'], { current: index + 1, total })}
                </p>
                <Dialog.CloseTrigger asChild position="static">
                  <button type="button" className={styles.galleryTool} aria-label={strings['vdp.gallery.close']}>
                    <span aria-hidden="true">×</span>
                  </button>
                </Dialog.CloseTrigger>
              </Dialog.Header>
              <Dialog.Body className={styles.fullscreenBody}>
                <figure
                  className={styles.fullscreenPhoto}
                  aria-label={interpolate(strings['vdp.gallery.slide'], { current: index + 1, total })}
                  onDragStart={(event) => event.preventDefault()}
                  {...swipe}
                >
                  {photos[index]}
                </figure>
                {total > 1 ? (
                  <GallerySteppers index={index} total={total} strings={strings} onStep={onIndexChange} />
                ) : null}
              </Dialog.Body>
            </Dialog.Content>
          </Dialog.Positioner>
        </Portal>
      </Dialog.Root>
    </ChakraIsland>
  );
}
