import type { ReactNode } from 'react';
import styles from './tab-row.module.css';

interface TabStripProps<T extends string | number> {
  tabs: readonly { value: T; label: ReactNode }[];
  value: T;
  onChange: (value: T) => void;
  label: string;
  /** The row's, a tab's and the chosen tab's classes; the sticky tab row's by default. */
  classNames?: { row?: string; tab?: string; on?: string };
}

/**
 * A row of tabs, one chosen: the sticky row under the nav bar (coupon centre types, my coupons' and
 * my activation codes' states) or, with its own classes, a feature's tab bar.
 */
export function TabStrip<T extends string | number>({
  tabs,
  value,
  onChange,
  label,
  classNames = { row: styles.tabs, tab: styles.tab, on: styles.on },
}: TabStripProps<T>) {
  return (
    <div className={classNames.row} role="tablist" aria-label={label}>
      {tabs.map((tab) => (
        <button
          key={tab.value}
          type="button"
          role="tab"
          aria-selected={tab.value === value}
          className={tab.value === value ? classNames.on : classNames.tab}
          onClick={() => onChange(tab.value)}
        >
          {tab.label}
        </button>
      ))}
    </div>
  );
}
