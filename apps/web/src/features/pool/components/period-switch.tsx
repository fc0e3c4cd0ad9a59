import { COIN_PERIODS, type CoinPeriod } from '@cloudmall/contract/coins';
import { useTranslation } from 'react-i18next';
import type { Controlled } from '../../../components/ui/controlled';
import styles from './coin-view.module.css';

/** The 3 / 7 / 30-day switch (spec §9 mining pool periods); the chosen one is pressed. */
export function PeriodSwitch({ value, onChange }: Controlled<CoinPeriod>) {
  const { t } = useTranslation('pool');
  return (
    <div className={styles.periods} role="group" aria-label={t('coin.period')}>
      {COIN_PERIODS.map((days) => (
        <button
          key={days}
          type="button"
          className={days === value ? `${styles.period} ${styles.chosen}` : styles.period}
          aria-pressed={days === value}
          onClick={() => onChange(days)}
        >
          {t('coin.days', { count: days })}
        </button>
      ))}
    </div>
  );
}
