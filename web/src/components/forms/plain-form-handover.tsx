'use client';

import { Component, type ReactNode, type RefObject } from 'react';

import type { CapturedForm } from './form-capture';
import { loadedFormCapture } from './form-capture-loader';

/** Filled at the instant the enhanced form replaces the plain one; read (and emptied) by the enhanced form. */
export type HandoverRef = { current: CapturedForm | null };

interface PlainFormHandoverProps {
  wrapper: RefObject<HTMLElement | null>;
  handover: HandoverRef;
  /** True once the enhanced form is rendered in place of the plain one. */
  swapped: boolean;
  /** Set when the visitor pressed submit on the plain form with invalid fields (useTakeoverWhenReached). */
  submitAttempted?: { current: boolean };
  children: ReactNode;
}

/**
 * Reads the plain form's values, focused field and caret in the commit that removes it, right before the DOM
 * changes. Keys typed while the enhanced form was loading or rendering are all in the plain form's DOM by then, and
 * nothing can be typed between this read and the enhanced form's layout effect (one synchronous commit), so the
 * enhanced form adopts every keystroke. Only a class component has a hook at that moment.
 */
export class PlainFormHandover extends Component<PlainFormHandoverProps> {
  /** The snapshot: where the focus was among the plain form's focusable elements at the swap. */
  override getSnapshotBeforeUpdate(previous: PlainFormHandoverProps): number | null {
    // Loaded with the enhanced form, before the swap.
    const capture = loadedFormCapture();
    if (previous.swapped || !this.props.swapped || !capture) return null;
    this.props.handover.current = capture.captureForm(this.props.wrapper.current);
    return capture.focusedIndex(this.props.wrapper.current);
  }

  /**
   * After the swap (the enhanced form has already focused a named field it adopted): focus on an element without a
   * field name (a link in the consent text, say) went away with the plain form, so it goes to the same place in the
   * enhanced one, never to <body>.
   */
  override componentDidUpdate(previous: PlainFormHandoverProps, _state: unknown, index: number | null): void {
    if (!previous.swapped && this.props.swapped) this.submitAgainIfAttempted();
    if (index === null) return;
    const wrapper = this.props.wrapper.current;
    if (!wrapper || wrapper.contains(document.activeElement)) return;
    const focusable = loadedFormCapture()?.FOCUSABLE_IN_FORM;
    const target = focusable ? wrapper.querySelector('form')?.querySelectorAll<HTMLElement>(focusable)[index] : null;
    target?.focus({ preventScroll: true });
  }

  /**
   * A submit the browser stopped on the plain form (it marks only its first invalid field) is made again on the
   * enhanced form, whose validation marks every invalid field with its message (docs/leads.md#validation-messages).
   * After this commit, when the enhanced form's handlers are in place.
   */
  private submitAgainIfAttempted(): void {
    const attempted = this.props.submitAttempted;
    if (!attempted?.current) return;
    attempted.current = false;
    const form = this.props.wrapper.current?.querySelector('form');
    if (form) queueMicrotask(() => form.requestSubmit());
  }

  override render(): ReactNode {
    return this.props.children;
  }
}
