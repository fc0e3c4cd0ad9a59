import type { ReactNode } from 'react';
import styles from './tab-row.module.css';

interface ChoiceRowProps<T extends string | number> {
  tabs: readonly { value: T; label: ReactNode }[];
  value: T;
  onChange: (value: T) => void;
  label: string;
  /** The row's, a choice's and the chosen choice's classes. */
  classNames: { row?: string; tab?: string; on?: string };
}

type TabStripProps<T extends string | number> = Omit<ChoiceRowProps<T>, 'classNames'> & {
  /** The row's, a tab's and the chosen tab's classes; the sticky tab row's by default. */
  classNames?: ChoiceRowProps<T>['classNames'];
};

/** A row of buttons, one chosen: tabs (`tablist`, the chosen one selected) or a group (it pressed). */
function ChoiceRow<T extends string | number>({
  tabs,
  value,
  onChange,
  label,
  classNames,
  kind,
  children,
}: ChoiceRowProps<T> & { kind: 'tablist' | 'group'; children?: ReactNode }) {
  return (
    <div className={classNames.row} role={kind} aria-label={label}>
      {tabs.map((tab) => (
        <button
          key={tab.value}
          type="button"
          {...(kind === 'tablist'
            ? { role: 'tab', 'aria-selected': tab.value === value }
            : { 'aria-pressed': tab.value === value })}
          className={tab.value === value ? classNames.on : classNames.tab}
          onClick={() => onChange(tab.value)}
        >
          {tab.label}
        </button>
      ))}
      {children}
    </div>
  );
}

/**
 * A row of tabs, one chosen: the sticky row under the nav bar (coupon centre types, my coupons' and
 * my activation codes' states) or, with its own classes, a feature's tab bar.
 */
export function TabStrip<T extends string | number>({
  classNames = { row: styles.tabs, tab: styles.tab, on: styles.on },
  ...props
}: TabStripProps<T>) {
  return <ChoiceRow kind="tablist" classNames={classNames} {...props} />;
}

/**
 * A group of buttons to choose one value, the chosen one pressed (mining periods, coupon scopes), in
 * the feature's classes; `children` follow the choices in the group.
 */
export function ChoiceButtons<T extends string | number>(
  props: ChoiceRowProps<T> & { children?: ReactNode },
) {
  return <ChoiceRow kind="group" {...props} />;
}
