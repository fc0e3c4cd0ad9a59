import type { SigninStatus } from '@cloudmall/contract/signin';
import { useTranslation } from 'react-i18next';
import { Icon } from '../../../components/ui/icon';
import styles from './signin.module.css';

/** The current 6-day cycle: each day's points, a tick on signed days, today outlined. */
export function SigninStrip({ status }: { status: SigninStatus }) {
  const { t } = useTranslation('signin');
  return (
    <ol className={styles.strip} aria-label={t('stripLabel')}>
      {status.strip.map((day) => {
        const today = day.day === status.today;
        return (
          <li
            key={day.day}
            className={`${styles.stripDay} ${day.signed ? styles.signed : ''} ${today ? styles.today : ''}`}
            aria-current={today ? 'date' : undefined}
          >
            <span className={styles.stripLabel}>{t('dayN', { n: day.cycle_day })}</span>
            <span className={styles.stripMark}>
              {day.signed ? <Icon name="check" size={18} strokeWidth={2.5} /> : `+${day.points}`}
            </span>
            <span className={styles.stripPoints}>{t('pointsShort', { count: day.points })}</span>
          </li>
        );
      })}
    </ol>
  );
}
