import styles from './tab-row.module.css';

interface TabStripProps<T extends string | number> {
  tabs: readonly { value: T; label: string }[];
  value: T;
  onChange: (value: T) => void;
  label: string;
}

/** A sticky row of tabs under the nav bar (coupon centre types, my coupons' and my activation codes' states). */
export function TabStrip<T extends string | number>({
  tabs,
  value,
  onChange,
  label,
}: TabStripProps<T>) {
  return (
    <div className={styles.tabs} role="tablist" aria-label={label}>
      {tabs.map((tab) => (
        <button
          key={tab.value}
          type="button"
          role="tab"
          aria-selected={tab.value === value}
          className={tab.value === value ? styles.on : styles.tab}
          onClick={() => onChange(tab.value)}
        >
          {tab.label}
        </button>
      ))}
    </div>
  );
}
