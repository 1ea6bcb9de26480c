'use client';

import { useId, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import styles from './tabs.module.css';

interface TabsProps {
  /** Accessible name of the tab list. */
  label: string;
  tabs: { id: string; label: string }[];
  /** One server-rendered panel per tab, in the same order. */
  panels: ReactNode[];
  /**
   * Render a panel's content only once its tab is selected. For panels built in the browser from compact data:
   * the page's HTML then carries the first panel only (hidden panels cannot be shown without JavaScript anyway).
   */
  lazyPanels?: boolean;
}

/**
 * WAI-ARIA tabs (automatic activation, arrow/Home/End keys, roving tabindex). Panels are rendered on the server;
 * this island only toggles which one is visible.
 */
export function Tabs({ label, tabs, panels, lazyPanels = false }: TabsProps) {
  const [selected, setSelected] = useState(0);
  const [visited, setVisited] = useState<ReadonlySet<number>>(() => new Set([0]));
  const buttons = useRef<(HTMLButtonElement | null)[]>([]);
  const base = useId();

  const show = (index: number) => {
    setSelected(index);
    setVisited((seen) => (seen.has(index) ? seen : new Set(seen).add(index)));
  };

  const select = (index: number) => {
    const next = (index + tabs.length) % tabs.length;
    show(next);
    buttons.current[next]?.focus();
  };

  const onKeyDown = (event: KeyboardEvent<HTMLButtonElement>) => {
    const moves: Record<string, number> = {
      ArrowRight: selected + 1,
      ArrowLeft: selected - 1,
      Home: 0,
      End: tabs.length - 1,
    };
    const target = moves[event.key];
    if (target === undefined) return;
    event.preventDefault();
    select(target);
  };

  return (
    <div>
      <div role="tablist" aria-label={label} className={styles.list}>
        {tabs.map((tab, index) => (
          <button
            key={tab.id}
            ref={(node) => {
              buttons.current[index] = node;
            }}
            type="button"
            role="tab"
            id={`${base}-tab-${index}`}
            aria-selected={index === selected}
            aria-controls={`${base}-panel-${index}`}
            tabIndex={index === selected ? 0 : -1}
            className={styles.tab}
            onClick={() => show(index)}
            onKeyDown={onKeyDown}
          >
            {tab.label}
          </button>
        ))}
      </div>
      {panels.map((panel, index) => (
        <div
          key={tabs[index]?.id ?? index}
          role="tabpanel"
          id={`${base}-panel-${index}`}
          aria-labelledby={`${base}-tab-${index}`}
          hidden={index !== selected}
          tabIndex={0}
        >
          {lazyPanels && !visited.has(index) ? null : panel}
        </div>
      ))}
    </div>
  );
}
