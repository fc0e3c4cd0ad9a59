import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Card } from '../../../components/ui/card';
import { Icon } from '../../../components/ui/icon';
import type { AccountSection } from '../account-entries';
import styles from './entry-grid.module.css';

interface EntryGridProps {
  section: AccountSection;
  /** Live figures shown under some entries (the wallet's balances), by entry key. */
  values?: Partial<Record<string, string>>;
}

/** One titled section of account entries as a four-column icon grid. */
export function EntryGrid({ section, values }: EntryGridProps) {
  const { t } = useTranslation('user');
  return (
    <Card title={t(`sections.${section.key}`)}>
      <div className={styles.grid}>
        {section.entries.map((entry) => (
          <Link key={entry.key} to={entry.path} className={styles.entry}>
            <span className={`${styles.icon} ${styles[entry.tone]}`}>
              <Icon name={entry.icon} size={22} strokeWidth={1.7} />
            </span>
            <span className={styles.label}>{t(`entries.${entry.key}`)}</span>
            {values?.[entry.key] && <span className={styles.value}>{values[entry.key]}</span>}
          </Link>
        ))}
      </div>
    </Card>
  );
}
