'use client';

import {
  cloneElement,
  createContext,
  useCallback,
  useContext,
  useEffect,
  useId,
  useRef,
  useState,
  type HTMLAttributes,
  type KeyboardEvent,
  type ReactElement,
  type ReactNode,
  type Ref,
} from 'react';
import { createPortal } from 'react-dom';

import { useDraggable } from '../ui/use-draggable';
import { DialogHeader, type DialogHeaderParts, type DialogHeaderStrings } from './dialog-header';
import { useFocusReturn } from './use-focus-return';
import styles from './banner-shell.module.css';

/** How the banner enters: it grows in place (a top banner) or slides up a little (anywhere else). */
export type BannerEntrance = 'grow' | 'below';

export interface BannerShellProps {
  open: boolean;
  /** The visitor asked to close it (close button, Escape from inside). */
  onClose: () => void;
  /** Closed (the focus given back where it belongs): the caller removes it. */
  onExitComplete: () => void;
  /** Whether the close button and Escape close it. */
  closable?: boolean;
  title: ReactNode;
  strings: DialogHeaderStrings;
  children: ReactNode;
  entrance: BannerEntrance;
  /** Attributes for the dialog element (data-* hooks for tests and styles). */
  contentData?: Record<`data-${string}`, string | undefined>;
  className?: { positioner?: string; content?: string };
}

interface BannerParts {
  titleId: string;
  close: () => void;
}

const BannerPartsContext = createContext<BannerParts>({ titleId: '', close: () => undefined });

function Header({ className, ...props }: HTMLAttributes<HTMLDivElement>) {
  return <div {...props} className={`${className ?? ''} ${styles.header}`} />;
}

function Title({ ref, ...props }: HTMLAttributes<HTMLHeadingElement> & { ref?: Ref<HTMLHeadingElement> }) {
  const { titleId } = useContext(BannerPartsContext);
  return <h2 ref={ref} id={titleId} {...props} />;
}

/** The close button the header passes in, made to close the banner. */
function CloseTrigger({ children }: { children: ReactNode }) {
  const { close } = useContext(BannerPartsContext);
  return cloneElement(children as ReactElement<{ onClick?: () => void }>, { onClick: close });
}

const PARTS: DialogHeaderParts = { Header, Title, CloseTrigger };

/**
 * The shell of a non-modal dialog (a popup configured as a banner), in plain elements: no UI kit and no animation
 * runtime load for it, so a banner the editor shows on every page costs the page next to nothing. The rules are the
 * dialog shell's for a non-modal dialog: a `dialog` named by its title, never `aria-modal`; it takes no focus when it
 * opens (the visitor may be typing in the page); Escape closes it only while the focus is inside (the page's menus,
 * gallery and comboboxes keep theirs); closed with the focus inside, the focus goes back to the page element the
 * visitor left, else to the main content, never to <body>. The same header tools (move, maximise/restore, close);
 * it drags by its header on wide screens and is never a drawer on phones (it would cover the page's focused links).
 * It enters with a short CSS movement, none for visitors who prefer reduced motion.
 */
export function BannerShell({
  open,
  onClose,
  onExitComplete,
  closable = true,
  title,
  strings,
  children,
  entrance,
  contentData,
  className,
}: BannerShellProps) {
  const titleId = useId();
  const [maximized, setMaximized] = useState(false);
  const {
    setTarget,
    style: dragStyle,
    handleProps,
    keyboardHandleProps,
  } = useDraggable<HTMLDivElement>({
    disabled: maximized,
  });
  // Where the focus was when it opened (read while rendering, before anything can move it).
  const [openedFrom] = useState<Element | null>(() => document.activeElement);
  const content = useRef<HTMLDivElement | null>(null);
  const setContent = useCallback(
    (element: HTMLDivElement | null) => {
      content.current = element;
      setTarget(element);
    },
    [setTarget],
  );
  const { onFocus, onBlur, giveFocusBack } = useFocusReturn(content, openedFrom);

  const requestClose = useCallback(() => {
    giveFocusBack();
    onClose();
  }, [giveFocusBack, onClose]);
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (!closable || event.key !== 'Escape') return;
    requestClose();
  };

  // Closed by the program (a finished popup) while the focus was inside: not to <body>. Once per closing.
  const exited = useRef(false);
  useEffect(() => {
    if (open || exited.current) return;
    exited.current = true;
    if (document.activeElement === document.body || content.current?.contains(document.activeElement)) {
      giveFocusBack();
    }
    onExitComplete();
  }, [open, giveFocusBack, onExitComplete]);

  const parts = { titleId, close: requestClose };
  return createPortal(
    <BannerPartsContext.Provider value={parts}>
      <div className={`${styles.positioner} ${className?.positioner ?? ''}`}>
        <div
          ref={setContent}
          role="dialog"
          aria-labelledby={titleId}
          className={`${styles.content} ${styles[`enter-${entrance}`]} ${className?.content ?? ''}`}
          style={dragStyle}
          data-maximized={maximized ? '' : undefined}
          onKeyDown={onKeyDown}
          onFocus={onFocus}
          onBlur={onBlur}
          {...contentData}
        >
          <DialogHeader
            parts={PARTS}
            title={title}
            strings={strings}
            maximized={maximized}
            onMaximizedChange={setMaximized}
            drag={{ handleProps, keyboardHandleProps }}
            closable={closable}
          />
          {children}
        </div>
      </div>
    </BannerPartsContext.Provider>,
    document.body,
  );
}
