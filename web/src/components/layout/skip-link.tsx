import styles from './skip-link.module.css';

export const MAIN_ID = 'main-content';

export function SkipLink({ label }: { label: string }) {
  return (
    <a href={`#${MAIN_ID}`} className={styles.skip}>
      {label}
    </a>
  );
}
