'use client';

import type { ComponentType, HTMLAttributes, ReactNode, Ref } from 'react';

import { MaximizeToggle } from '../ui/maximize-toggle';
import type { UseDraggableResult } from '../ui/use-draggable';
import styles from './dialog-shell.module.css';

export type DialogTool = 'move' | 'maximize' | 'restore' | 'close';

/** The interface text of the header's tools, in the page's language. */
export type DialogHeaderStrings = Record<DialogTool, string>;

/** The header's text from a dialog's own string table (its keys end in the tool's name). */
export function dialogHeaderStrings(text: (tool: DialogTool) => string): DialogHeaderStrings {
  return { move: text('move'), maximize: text('maximize'), restore: text('restore'), close: text('close') };
}

/** The Chakra parts the header renders with: Dialog's on wide screens, Drawer's on phones (same anatomy). */
export interface DialogHeaderParts {
  Header: ComponentType<HTMLAttributes<HTMLDivElement>>;
  Title: ComponentType<HTMLAttributes<HTMLHeadingElement> & { ref?: Ref<HTMLHeadingElement> }>;
  CloseTrigger: ComponentType<{ asChild?: boolean; position?: 'static'; children: ReactNode }>;
}

export interface DialogHeaderProps {
  parts: DialogHeaderParts;
  title: ReactNode;
  /** Set when the dialog starts its focus on the heading (read first): the heading is then focusable by script. */
  titleRef?: Ref<HTMLHeadingElement>;
  strings: DialogHeaderStrings;
  maximized: boolean;
  onMaximizedChange: (maximized: boolean) => void;
  drag: Pick<UseDraggableResult<HTMLDivElement>, 'handleProps' | 'keyboardHandleProps'>;
  /** False for a popup configured without a close button: no close button (and the shell ignores Escape). */
  closable: boolean;
}

/**
 * The header every dialog shares: its title (which names the dialog), then the tools: move (the keyboard
 * alternative to dragging the header; hidden where dragging is off), maximise/restore, close.
 */
export function DialogHeader({
  parts: { Header, Title, CloseTrigger },
  title,
  titleRef,
  strings,
  maximized,
  onMaximizedChange,
  drag,
  closable,
}: DialogHeaderProps) {
  return (
    <Header className={styles.header} {...drag.handleProps}>
      <Title ref={titleRef} tabIndex={titleRef ? -1 : undefined} className={styles.title}>
        {title}
      </Title>
      <div className={styles.tools}>
        <button
          type="button"
          className={`${styles.tool} ${styles.move}`}
          aria-label={strings.move}
          {...drag.keyboardHandleProps}
        >
          <span aria-hidden="true">✥</span>
        </button>
        <MaximizeToggle
          className={styles.tool}
          maximized={maximized}
          onToggle={onMaximizedChange}
          maximizeLabel={strings.maximize}
          restoreLabel={strings.restore}
        />
        {closable ? (
          <CloseTrigger asChild position="static">
            <button type="button" className={styles.tool} aria-label={strings.close}>
              <span aria-hidden="true">×</span>
            </button>
          </CloseTrigger>
        ) : null}
      </div>
    </Header>
  );
}
