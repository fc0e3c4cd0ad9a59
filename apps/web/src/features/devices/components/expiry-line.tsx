import { useTranslation } from 'react-i18next';
import { formatDate } from '../../../lib/time';
import { useSecondsLeft } from '../../../lib/use-seconds-left';
import { expiryView, instantMs } from '../expiry';
import styles from './devices.module.css';

/** The expiry date of a phone, and the time left ticking down (or that it has expired). */
export function ExpiryLine({ expiresAt }: { expiresAt: string }) {
  const { t } = useTranslation('devices');
  const ends = instantMs(expiresAt);
  const view = expiryView(useSecondsLeft(ends));
  const date = formatDate(ends);
  return (
    <p className={styles.expiry}>
      {view.kind === 'expired' ? (
        <span className={styles.expired}>{t('expiry.expiredOn', { date })}</span>
      ) : (
        <>
          <span>{t('expiry.until', { date })}</span>
          <span className={styles.left} data-testid="expiry-left">
            {view.kind === 'days'
              ? t('expiry.daysLeft', { days: view.days, hours: view.hours })
              : t('expiry.clockLeft', { clock: view.clock })}
          </span>
        </>
      )}
    </p>
  );
}
