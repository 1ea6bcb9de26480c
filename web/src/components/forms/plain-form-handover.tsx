'use client';

import { Component, type ReactNode, type RefObject } from 'react';

import { captureForm, type CapturedForm } from './use-takeover-when-reached';

/** Filled at the instant the enhanced form replaces the plain one; read (and emptied) by the enhanced form. */
export type HandoverRef = { current: CapturedForm | null };

interface PlainFormHandoverProps {
  wrapper: RefObject<HTMLElement | null>;
  handover: HandoverRef;
  /** True once the enhanced form is rendered in place of the plain one. */
  swapped: boolean;
  children: ReactNode;
}

/**
 * Reads the plain form's values, focused field and caret in the commit that removes it, right before the DOM
 * changes. Keys typed while the enhanced form was loading or rendering are all in the plain form's DOM by then, and
 * nothing can be typed between this read and the enhanced form's layout effect (one synchronous commit), so the
 * enhanced form adopts every keystroke. Only a class component has a hook at that moment.
 */
export class PlainFormHandover extends Component<PlainFormHandoverProps> {
  override getSnapshotBeforeUpdate(previous: PlainFormHandoverProps): null {
    if (!previous.swapped && this.props.swapped) this.props.handover.current = captureForm(this.props.wrapper.current);
    return null;
  }

  // React requires it next to getSnapshotBeforeUpdate; the snapshot is handed over through the ref instead.
  override componentDidUpdate(): void {}

  override render(): ReactNode {
    return this.props.children;
  }
}
