import type { DeviceState } from '@cloudmall/contract/devices';
import { useTranslation } from 'react-i18next';
import { stateTone } from '../device-state';
import styles from './devices.module.css';

/** A phone's state as a coloured badge: running, shut down or expired. */
export function StateBadge({ state }: { state: DeviceState }) {
  const { t } = useTranslation('devices');
  return (
    <span className={styles.badge} data-tone={stateTone(state)} data-testid="device-state">
      {t(`states.${state}`)}
    </span>
  );
}
