import { COIN_PERIODS, type CoinPeriod } from '@cloudmall/contract/coins';
import { useTranslation } from 'react-i18next';
import type { Controlled } from '../../../components/ui/controlled';
import { ChoiceButtons } from '../../../components/ui/tab-strip';
import styles from './coin-view.module.css';

/** The 3 / 7 / 30-day switch (spec §9 mining pool periods); the chosen one is pressed. */
export function PeriodSwitch({ value, onChange }: Controlled<CoinPeriod>) {
  const { t } = useTranslation('pool');
  return (
    <ChoiceButtons
      tabs={COIN_PERIODS.map((days) => ({ value: days, label: t('coin.days', { count: days }) }))}
      value={value}
      onChange={onChange}
      label={t('coin.period')}
      classNames={{
        row: styles.periods,
        tab: styles.period,
        on: `${styles.period} ${styles.chosen}`,
      }}
    />
  );
}
