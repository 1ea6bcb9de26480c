import { isDepartmentEnabled, isHrefAvailable } from '@/lib/routing/route-access';
import { ButtonLink } from '../ui/button-link';
import { SanityImage } from '../ui/sanity-image';
import { Section } from '../ui/section';
import { Tabs } from '../ui/tabs';
import styles from './sections.module.css';
import type { SectionProps } from './types';

const DEPARTMENT_LABELS: Record<string, string> = {
  finance: 'Finance',
  shop: 'Shop',
  sellTrade: 'Sell or Trade',
  service: 'Service',
};

/** Finance / Shop / Sell or Trade / Service tabs; a tab shows only when its department's page is enabled. */
export function DepartmentTabsSection({ id, section, site }: SectionProps<'departmentTabsSection'>) {
  const tabs = (section.tabs ?? []).filter((tab) => isDepartmentEnabled(tab.department, site.enabledPages));
  if (tabs.length === 0) return null;

  const panels = tabs.map((tab) => (
    <div key={tab._key} className={styles.split}>
      <div>
        {/* Styled by position (sections.module.css `.split`). */}
        {tab.title ? <h3>{tab.title}</h3> : null}
        {tab.text ? <p>{tab.text}</p> : null}
        {tab.ctaLabel && isHrefAvailable(tab.ctaHref, site.enabledPages) ? (
          <ButtonLink href={tab.ctaHref}>{tab.ctaLabel}</ButtonLink>
        ) : null}
      </div>
      <SanityImage image={tab.image} sizes="(min-width: 48rem) 40vw, 100vw" />
    </div>
  ));

  return (
    <Section id={id} title={section.title} tone="tinted">
      {tabs.length === 1 ? (
        panels[0]
      ) : (
        <Tabs
          label={section.title ?? 'Departments'}
          tabs={tabs.map((tab) => ({
            id: tab._key,
            label: DEPARTMENT_LABELS[tab.department ?? ''] ?? tab.title ?? '',
          }))}
          panels={panels}
        />
      )}
    </Section>
  );
}
