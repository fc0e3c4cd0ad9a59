import { useTranslation } from 'react-i18next';
import type { DeviceRow } from '../api/device-queries';
import { actionsFor } from '../device-state';
import { ExpiryLine } from './expiry-line';
import { StateBadge } from './state-badge';
import styles from './devices.module.css';

interface DeviceCardProps {
  device: DeviceRow;
  pending: string | undefined;
  onAction: (action: 'start' | 'shutdown' | 'restart') => void;
  onRenew: () => void;
  onDetails: () => void;
}

/** One cloud phone: name, device code, state, expiry, online, bound codes, and what can be done now. */
export function DeviceCard({ device, pending, onAction, onRenew, onDetails }: DeviceCardProps) {
  const { t } = useTranslation('devices');
  const actions = actionsFor(device);
  return (
    <article className={styles.card} data-testid="device-card" aria-label={device.name}>
      <header className={styles.cardHead}>
        <h3 className={styles.name}>{device.name}</h3>
        {device.free && <span className={styles.kind}>{t('free')}</span>}
        <StateBadge state={device.state} />
      </header>
      <dl className={styles.facts}>
        <div>
          <dt>{t('deviceCode')}</dt>
          <dd className={styles.mono}>{device.device_code}</dd>
        </div>
        <div>
          <dt>{t('connection')}</dt>
          <dd>
            <span className={styles.dot} data-on={device.online} />
            {t(device.online ? 'online' : 'offline')}
          </dd>
        </div>
        <div>
          <dt>{t('boundCodes')}</dt>
          <dd>{device.bound_codes}</dd>
        </div>
      </dl>
      <ExpiryLine expiresAt={device.expires_at} />
      {device.frozen && <p className={styles.warning}>{t('frozen')}</p>}
      <div className={styles.actions}>
        {actions.map((action) => (
          <button
            key={action}
            type="button"
            className={styles.action}
            disabled={pending !== undefined}
            aria-busy={pending === `${action}-${device.id}` || undefined}
            onClick={() => onAction(action)}
          >
            {t(`actions.${action}`)}
          </button>
        ))}
        <button type="button" className={styles.actionMain} onClick={onRenew}>
          {t('actions.renew')}
        </button>
        <button type="button" className={styles.action} onClick={onDetails}>
          {t('actions.details')}
        </button>
      </div>
    </article>
  );
}
