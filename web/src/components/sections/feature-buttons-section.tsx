import { isHrefAvailable } from '@/lib/routing/route-access';
import { Icon } from '../ui/icon';
import { SmartLink } from '../ui/smart-link';
import styles from './sections.module.css';
import type { SectionProps } from './types';

/** Three large links to the site's main journeys (only those the variant serves). */
export function FeatureButtonsSection({ section, site }: SectionProps<'featureButtonsSection'>) {
  const buttons = (section.buttons ?? []).filter(
    (button) => button.label && isHrefAvailable(button.href, site.enabledPages),
  );
  if (buttons.length === 0) return null;
  return (
    <nav aria-label="Get started" className={`container ${styles.featureButtons}`}>
      <ul className={styles.grid}>
        {buttons.map((button) => (
          <li key={button._key}>
            <SmartLink href={button.href} className={`${styles.card} ${styles.cardLink}`}>
              <Icon name={button.icon} className={styles.icon} />
              <span className={styles.cardTitle}>{button.label}</span>
              {button.description ? <span className={styles.muted}>{button.description}</span> : null}
            </SmartLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
