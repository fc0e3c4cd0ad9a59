import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatPrice } from '../../../lib/money';
import { formatDate } from '../../../lib/time';
import { holdStatus } from '../hold-rules';
import styles from '../../../components/ui/income-row.module.css';

/** A reward (released or not) or a held income item (released at a time or not yet). */
export interface IncomeItem {
  id: number;
  amount: string;
  reason: string;
  created_at: number;
  available_at: number;
  released_at?: number | null;
  released?: boolean;
}

/** One reward or held income item: its reason and date, the amount, and when it is (or was) available. */
export function IncomeRow({ item }: { item: IncomeItem }) {
  const { t } = useTranslation('rewards');
  // the moment the row was first drawn: a held item turns due on the next load, not mid-render
  const [now] = useState(() => Math.floor(Date.now() / 1000));
  const { amount, reason, created_at: createdAt, available_at: availableAt } = item;
  const status = holdStatus(item, now);
  return (
    <li className={styles.row}>
      <div className={styles.main}>
        <span className={styles.title}>{reason}</span>
        <time className={styles.date} dateTime={new Date(createdAt * 1000).toISOString()}>
          {formatDate(createdAt)}
        </time>
      </div>
      <div className={styles.side}>
        <strong className={styles.amount}>+{formatPrice(amount)}</strong>
        <span className={status.state === 'held' ? styles.held : styles.available}>
          {status.state === 'held'
            ? t('row.heldUntil', { date: formatDate(availableAt), count: status.days })
            : status.state === 'due'
              ? t('row.due', { date: formatDate(availableAt) })
              : t('row.released', { date: formatDate(item.released_at ?? availableAt) })}
        </span>
      </div>
    </li>
  );
}
