'use client';

import { useCallback, useEffect, useRef, useState } from 'react';

import styles from './toast-region.module.css';

/** Spec §3 toast: severity, summary, detail, life (ms). */
export interface Toast {
  id: number;
  severity: 'success' | 'error' | 'info';
  summary: string;
  detail: string;
  life: number;
}

export type NewToast = Omit<Toast, 'id'>;

/** Toast state with one timer per toast: each goes after its `life`, or at once when dismissed. */
export function useToasts() {
  const [toasts, setToasts] = useState<Toast[]>([]);
  const timers = useRef(new Map<number, ReturnType<typeof setTimeout>>());
  const next = useRef(1);

  const dismiss = useCallback((id: number) => {
    const timer = timers.current.get(id);
    if (timer) clearTimeout(timer);
    timers.current.delete(id);
    setToasts((current) => current.filter((toast) => toast.id !== id));
  }, []);

  const show = useCallback(
    (toast: NewToast) => {
      const id = next.current;
      next.current += 1;
      setToasts((current) => [...current, { ...toast, id }]);
      timers.current.set(
        id,
        setTimeout(() => dismiss(id), toast.life),
      );
    },
    [dismiss],
  );

  useEffect(() => {
    const pending = timers.current;
    return () => pending.forEach((timer) => clearTimeout(timer));
  }, []);

  return { toasts, show, dismiss };
}

/**
 * Top-right toast stack in an aria-live region (present from the start, so screen readers announce what is added).
 * Each toast is a button: a click dismisses it.
 */
export function ToastRegion({ toasts, onDismiss }: { toasts: readonly Toast[]; onDismiss: (id: number) => void }) {
  return (
    <div className={styles.region} role="region" aria-label="Notifications">
      <div aria-live="polite" aria-atomic="false" style={{ display: 'contents' }}>
        {toasts.map((toast) => (
          <button
            key={toast.id}
            type="button"
            className={`${styles.toast} ${styles[toast.severity]}`}
            onClick={() => onDismiss(toast.id)}
            data-toast={toast.severity}
          >
            <span className={styles.summary}>{toast.summary}</span>{' '}
            {toast.detail ? <span className={styles.detail}>{toast.detail}</span> : null}{' '}
            <span className="visually-hidden">(click to dismiss)</span>
          </button>
        ))}
      </div>
    </div>
  );
}
