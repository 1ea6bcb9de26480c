'use client';

import { useCallback, useEffect, useRef, useState } from 'react';

import { TOAST_LIFE_MS } from '@/lib/leads/toasts';

import styles from './toast-region.module.css';
import { DEFAULT_TOAST_REGION_TEXT, type ToastRegionText } from './toast-strings';

export const TOAST_SEVERITIES = ['info', 'success', 'warn', 'error', 'secondary', 'contrast'] as const;
export type ToastSeverity = (typeof TOAST_SEVERITIES)[number];

/** The stack of toasts shown without a group. */
export const DEFAULT_TOAST_GROUP = 'default';

/** A toast: severity, summary, detail, life (ms), closable, group (docs/site-basics.md#toasts). */
export interface Toast {
  id: number;
  severity: ToastSeverity;
  summary: string;
  detail: string;
  life: number;
  /** Shows a close (×) button besides the click-anywhere dismissal. */
  closable: boolean;
  group: string;
}

/** What a caller passes: life defaults to 5000 ms, closable to true, group to the default stack. */
export type NewToast = Omit<Toast, 'id' | 'life' | 'closable' | 'group'> &
  Partial<Pick<Toast, 'life' | 'closable' | 'group'>>;

/**
 * Toast state with one timer per toast: each goes after its `life`, or at once when dismissed; `clearGroup` drops
 * every toast of one group (e.g. a form's validation toasts once it is sent).
 */
export function useToasts() {
  const [toasts, setToasts] = useState<Toast[]>([]);
  const timers = useRef(new Map<number, ReturnType<typeof setTimeout>>());
  const groups = useRef(new Map<number, string>());
  const next = useRef(1);

  const dismiss = useCallback((id: number) => {
    const timer = timers.current.get(id);
    if (timer) clearTimeout(timer);
    timers.current.delete(id);
    groups.current.delete(id);
    setToasts((current) => current.filter((toast) => toast.id !== id));
  }, []);

  const show = useCallback(
    (toast: NewToast) => {
      const id = next.current;
      next.current += 1;
      const full: Toast = {
        ...toast,
        id,
        life: toast.life ?? TOAST_LIFE_MS,
        closable: toast.closable ?? true,
        group: toast.group ?? DEFAULT_TOAST_GROUP,
      };
      groups.current.set(id, full.group);
      setToasts((current) => [...current, full]);
      timers.current.set(
        id,
        setTimeout(() => dismiss(id), full.life),
      );
    },
    [dismiss],
  );

  const clearGroup = useCallback((group: string) => {
    for (const [id, timer] of timers.current) {
      if (groups.current.get(id) !== group) continue;
      clearTimeout(timer);
      timers.current.delete(id);
    }
    setToasts((current) => current.filter((toast) => toast.group !== group));
  }, []);

  useEffect(() => {
    const pending = timers.current;
    return () => pending.forEach((timer) => clearTimeout(timer));
  }, []);

  return { toasts, show, dismiss, clearGroup };
}

/** Groups in order of their first toast, each with its toasts in the order shown. */
function byGroup(toasts: readonly Toast[]): [string, Toast[]][] {
  const groups = new Map<string, Toast[]>();
  for (const toast of toasts) groups.set(toast.group, [...(groups.get(toast.group) ?? []), toast]);
  return [...groups];
}

/**
 * Top-right toast stack in an aria-live region (present from the start, so screen readers announce what is added).
 * Each toast's body is a button: a click dismisses it. A closable toast also has a close (×) button. Toasts of one
 * group form their own stack (a list under the previous group's), so related messages stay together and a group can
 * be cleared at once; toasts without a group share the default stack.
 */
export function ToastRegion({
  toasts,
  onDismiss,
  text = DEFAULT_TOAST_REGION_TEXT,
}: {
  toasts: readonly Toast[];
  onDismiss: (id: number) => void;
  /** The region's name, the dismiss hint and the close buttons' name in the page's language. */
  text?: ToastRegionText;
}) {
  return (
    <div className={styles.region} role="region" aria-label={text.region}>
      <div aria-live="polite" aria-atomic="false" className={styles.groups}>
        {byGroup(toasts).map(([group, items]) => (
          <ul key={group} className={styles.group} data-toast-group={group}>
            {items.map((toast) => (
              <li key={toast.id} className={`${styles.toast} ${styles[toast.severity]}`} data-toast={toast.severity}>
                <button type="button" className={styles.body} onClick={() => onDismiss(toast.id)}>
                  <span className={styles.summary}>{toast.summary}</span>{' '}
                  {toast.detail ? <span className={styles.detail}>{toast.detail}</span> : null}{' '}
                  <span className="visually-hidden">{text.dismissHint}</span>
                </button>
                {toast.closable ? (
                  <button
                    type="button"
                    className={styles.close}
                    aria-label={text.close}
                    onClick={() => onDismiss(toast.id)}
                  >
                    <span aria-hidden="true">×</span>
                  </button>
                ) : null}
              </li>
            ))}
          </ul>
        ))}
      </div>
    </div>
  );
}
