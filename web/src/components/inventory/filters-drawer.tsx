'use client';

import { Drawer, Portal } from '@chakra-ui/react';
import type { ReactNode } from 'react';

import { ChakraIsland } from '@/theme/chakra-island';

import type { DRAWER_STRING_KEYS, SearchStrings } from '@/lib/inventory/search-strings';
import styles from './inventory.module.css';

export interface FiltersDrawerProps {
  open: boolean;
  /** The "Filters (n)" button: focus goes back to it on close. */
  opener: HTMLElement | null;
  onClose: () => void;
  /** Runs once the closing animation ends and the drawer's content is gone. */
  onClosed: () => void;
  strings: Pick<SearchStrings, (typeof DRAWER_STRING_KEYS)[number]>;
  /** The server-rendered filter form. */
  children: ReactNode;
}

/**
 * The phone layout's filters (loaded on the first press of "Filters (n)"): a Chakra drawer, so focus is trapped
 * inside, Escape and the close button close it, and focus returns to the button.
 */
export function FiltersDrawer({ open, opener, onClose, onClosed, strings, children }: FiltersDrawerProps) {
  return (
    <ChakraIsland>
      <Drawer.Root
        open={open}
        onOpenChange={(details) => {
          if (!details.open) onClose();
        }}
        onExitComplete={onClosed}
        finalFocusEl={() => opener}
        placement="end"
        size="sm"
      >
        <Portal>
          <Drawer.Backdrop />
          <Drawer.Positioner>
            <Drawer.Content className={styles.drawerContent} data-filters-drawer="">
              <Drawer.Header className={styles.drawerHeader}>
                <Drawer.Title className={styles.drawerTitle}>{strings['search.filters.title']}</Drawer.Title>
                <Drawer.CloseTrigger asChild position="static">
                  <button type="button" className={styles.drawerClose} aria-label={strings['search.filters.close']}>
                    <span aria-hidden="true">×</span>
                  </button>
                </Drawer.CloseTrigger>
              </Drawer.Header>
              <Drawer.Body className={styles.drawerBody}>{children}</Drawer.Body>
            </Drawer.Content>
          </Drawer.Positioner>
        </Portal>
      </Drawer.Root>
    </ChakraIsland>
  );
}
