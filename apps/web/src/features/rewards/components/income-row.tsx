import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatPrice } from '../../../lib/money';
import { formatDate } from '../../../lib/time';
import { holdStatus } from '../hold-rules';
import styles from './income-row.module.css';

interface IncomeRowProps {
  amount: string;
  reason: string;
  createdAt: number;
  availableAt: number;
  releasedAt?: number | null;
  released?: boolean;
}

/** One reward or held income item: its reason and date, the amount, and when it is (or was) available. */
export function IncomeRow({ amount, reason, createdAt, availableAt, ...state }: IncomeRowProps) {
  const { t } = useTranslation('rewards');
  // the moment the row was first drawn: a held item turns due on the next load, not mid-render
  const [now] = useState(() => Math.floor(Date.now() / 1000));
  const status = holdStatus(
    { available_at: availableAt, released_at: state.releasedAt, released: state.released },
    now,
  );
  return (
    <li className={styles.row}>
      <div className={styles.main}>
        <span className={styles.reason}>{reason}</span>
        <time className={styles.date} dateTime={new Date(createdAt * 1000).toISOString()}>
          {formatDate(createdAt)}
        </time>
      </div>
      <div className={styles.side}>
        <strong className={styles.amount}>+{formatPrice(amount)}</strong>
        <span className={status.state === 'held' ? styles.held : styles.released}>
          {status.state === 'held'
            ? t('row.heldUntil', { date: formatDate(availableAt), count: status.days })
            : status.state === 'due'
              ? t('row.due', { date: formatDate(availableAt) })
              : t('row.released', { date: formatDate(state.releasedAt ?? availableAt) })}
        </span>
      </div>
    </li>
  );
}
