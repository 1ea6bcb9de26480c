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
      {/* Each link card's parts are styled by position (sections.module.css `.linkCards`). */}
      <ul className={`${styles.grid} ${styles.linkCards}`}>
        {buttons.map((button, index) => (
          <li key={index}>
            <SmartLink href={button.href}>
              <Icon name={button.icon} />
              <span>{button.label}</span>
              {button.description ? <span>{button.description}</span> : null}
            </SmartLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
