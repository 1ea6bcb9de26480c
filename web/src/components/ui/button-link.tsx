import type { ReactNode } from 'react';
import styles from './button-link.module.css';
import { SmartLink } from './smart-link';

export type ButtonVariant = 'solid' | 'outline' | 'inverted';

/** A link styled as a button in the brand colours (AA contrast: --brand-solid is darkened for white text). */
export function ButtonLink({
  href,
  children,
  variant = 'solid',
  className,
  newTabHint,
}: {
  href: string | null | undefined;
  children: ReactNode;
  variant?: ButtonVariant;
  className?: string;
  /** See SmartLink. */
  newTabHint?: string;
}) {
  if (!href) return null;
  return (
    <SmartLink
      href={href}
      newTabHint={newTabHint}
      className={[buttonClassName(variant), className].filter(Boolean).join(' ')}
    >
      {children}
    </SmartLink>
  );
}

/** The button look's class names: `button` alone is solid (button-link.module.css). */
export const buttonClassName = (variant: ButtonVariant = 'solid') =>
  variant === 'solid' ? styles.button : `${styles.button} ${styles[variant]}`;
