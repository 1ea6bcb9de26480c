'use client';

import { useEffect, useRef, type ReactNode } from 'react';

import styles from './vehicle-dialogs.module.css';

/**
 * One step of a dialog flow: 'Step n of m', its heading, its content. When the step changes, focus moves to the new
 * heading so keyboard and screen-reader users hear where they are (the first step keeps the dialog's initial focus).
 */
export function StepFrame({
  line,
  title,
  focus,
  children,
}: {
  line?: string;
  title: string;
  focus: boolean;
  children: ReactNode;
}) {
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    if (focus) heading.current?.focus();
  }, [focus]);
  return (
    <div className={styles.step}>
      {line ? <p className={styles.stepLine}>{line}</p> : null}
      <h3 ref={heading} tabIndex={-1} className={styles.stepTitle} data-step-title>
        {title}
      </h3>
      {children}
    </div>
  );
}
