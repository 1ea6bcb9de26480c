'use client';

import { Dialog, Drawer, Portal } from '@chakra-ui/react';
import { useCallback, useRef, useState, type CSSProperties, type ReactElement, type ReactNode, type Ref } from 'react';

import { DRAG_MIN_VIEWPORT_WIDTH, useDraggable, useWideViewport } from '../ui/use-draggable';
import { DialogHeader, type DialogHeaderParts, type DialogHeaderStrings } from './dialog-header';
import { useFocusReturn } from './use-focus-return';

/** Below this width (a phone) a dialog opens as a drawer from the bottom of the screen. */
export const DRAWER_MAX_WIDTH_PX = DRAG_MIN_VIEWPORT_WIDTH;

export interface DialogShellProps {
  open: boolean;
  /** The visitor asked to close it (close button, Escape). */
  onClose: () => void;
  /** Closed and gone from the page. */
  onExitComplete?: () => void;
  /** Whether the close button and Escape close it. */
  closable?: boolean;
  /** Where focus starts when it opens. */
  initialFocusEl: () => HTMLElement | null;
  /** Where focus returns when it closes (default: where it was before it opened, else the main content). */
  finalFocusEl?: () => HTMLElement | null;
  title: ReactNode;
  /** Makes the heading focusable, for dialogs whose focus starts on it. */
  titleRef?: Ref<HTMLHeadingElement>;
  strings: DialogHeaderStrings;
  children: ReactNode;
  /** The content element, for the caller's own focus moves inside it. */
  contentRef?: (element: HTMLDivElement | null) => void;
  /** Attributes for the content element (data-* hooks for tests and styles). */
  contentData?: Record<`data-${string}`, string | undefined>;
  className?: { positioner?: string; content?: string; body?: string };
  bodyStyle?: CSSProperties;
  /** Draws the content element itself (an animated element, say) around the header and body; else Chakra's. */
  renderContent?: (children: ReactNode) => ReactElement;
  /** Chakra's open/close animation; `none` when renderContent animates instead. */
  motionPreset?: 'none';
  /** The wide-screen dialog's size when not maximised (Chakra's recipe). */
  size?: 'sm' | 'md' | 'lg';
}

const activeElement = () => (typeof document === 'undefined' ? null : document.activeElement);

/**
 * The modal dialog shell of the site (vehicle-page flows and modal popups), on Chakra's Dialog: a centred dialog on
 * wide screens, a drawer from the bottom below DRAWER_MAX_WIDTH_PX, with the same focus handling in both: it traps
 * focus, hides the page from assistive technology, starts the focus where the caller says and gives it back when it
 * closes (where it came from, else the main content, never <body>). Non-modal popups (banners) use the lighter
 * banner-shell.tsx. Each opening starts restored (not maximised) and where layout puts it; it drags by its header on
 * wide screens.
 */
export function DialogShell({
  open,
  onClose,
  onExitComplete,
  closable = true,
  initialFocusEl,
  finalFocusEl,
  title,
  titleRef,
  strings,
  children,
  contentRef,
  contentData,
  className,
  bodyStyle,
  renderContent,
  motionPreset,
  size = 'md',
}: DialogShellProps) {
  const wide = useWideViewport(DRAWER_MAX_WIDTH_PX);
  const [maximized, setMaximized] = useState(false);
  const {
    setTarget,
    style: dragStyle,
    handleProps,
    keyboardHandleProps,
    reset,
  } = useDraggable<HTMLDivElement>({
    disabled: maximized,
  });
  // Each opening starts restored and in place, and notes where the focus was (adjusted while rendering, not in an
  // effect, so the element is read before the dialog moves the focus).
  const [wasOpen, setWasOpen] = useState(open);
  const [openedFrom, setOpenedFrom] = useState<Element | null>(() => (open ? activeElement() : null));
  if (open !== wasOpen) {
    setWasOpen(open);
    if (open) {
      setMaximized(false);
      reset();
      setOpenedFrom(activeElement());
    }
  }

  const content = useRef<HTMLDivElement | null>(null);
  const setContent = useCallback(
    (element: HTMLDivElement | null) => {
      content.current = element;
      setTarget(element);
      contentRef?.(element);
    },
    [setTarget, contentRef],
  );

  // Where the focus goes back when it closes: noted as the focus enters it.
  const { onFocus, onBlur, returnTarget } = useFocusReturn(content, openedFrom);

  const drawer = !wide;
  const Parts = drawer ? Drawer : Dialog;
  const header = (
    <DialogHeader
      parts={Parts as DialogHeaderParts}
      title={title}
      titleRef={titleRef}
      strings={strings}
      maximized={maximized}
      onMaximizedChange={setMaximized}
      drag={{ handleProps, keyboardHandleProps }}
      closable={closable}
    />
  );
  const body = (
    <Parts.Body className={className?.body} style={bodyStyle}>
      {children}
    </Parts.Body>
  );
  const contentProps = {
    ref: setContent,
    className: className?.content,
    style: dragStyle,
    'data-maximized': maximized ? '' : undefined,
    'data-drawer': drawer ? '' : undefined,
    onFocus,
    onBlur,
    ...contentData,
  };
  const inner = (
    <>
      {header}
      {body}
    </>
  );
  const rootProps = {
    open,
    onOpenChange: (details: { open: boolean }) => {
      if (!details.open) onClose();
    },
    onExitComplete: () => onExitComplete?.(),
    closeOnEscape: closable,
    closeOnInteractOutside: false,
    initialFocusEl,
    // The caller's element, else where the focus was (a side button that opened it is gone by now).
    finalFocusEl: () => finalFocusEl?.() ?? returnTarget(),
    lazyMount: true,
    unmountOnExit: true,
    motionPreset,
  };

  // One tree for both: Drawer has Dialog's anatomy (and behaviour); only the recipe and its variants differ.
  const variant = drawer
    ? ({ placement: 'bottom', size: maximized ? 'full' : 'md' } as const)
    : ({ placement: 'center', scrollBehavior: 'inside', size: maximized ? 'full' : size } as const);
  return (
    <Parts.Root {...rootProps} {...variant}>
      <Portal>
        <Parts.Backdrop />
        <Parts.Positioner className={className?.positioner}>
          <Parts.Content {...contentProps} asChild={Boolean(renderContent)}>
            {renderContent ? renderContent(inner) : inner}
          </Parts.Content>
        </Parts.Positioner>
      </Portal>
    </Parts.Root>
  );
}
