import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Icon } from '../../../components/ui/icon';
import { refundStateKey, STATE_ICONS, timeLeft } from '../refund-states';
import styles from './state-banner.module.css';

/** The coloured head of the details page: the state, what happens next, and the time left for it. */
export function StateBanner({
  refund,
}: {
  refund: { state: number; type: number; due_time: number };
}) {
  const { t } = useTranslation('refunds');
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), 60_000);
    return () => clearInterval(timer);
  }, []);
  const key = refundStateKey(refund.state);
  const left = timeLeft(refund.due_time, now);
  const hint = key === 'agreed' && refund.type === 0 ? 'refunded' : key;
  return (
    <header className={styles.head} data-testid="refund-state">
      <span className={styles.text}>
        <strong>{t(`state.${key}`)}</strong>
        <span>{t(`stateHint.${hint}`)}</span>
        {left && (
          <span className={styles.due}>
            {t(`due.${key}`, { time: t('due.left', { days: left.days, hours: left.hours }) })}
          </span>
        )}
      </span>
      <Icon name={STATE_ICONS[key]} size={40} strokeWidth={1.4} />
    </header>
  );
}
