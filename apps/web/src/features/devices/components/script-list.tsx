import { useTranslation } from 'react-i18next';
import { Switch } from '../../../components/ui/switch';
import { PAGES } from '../../../lib/paths';
import { Link } from 'react-router';
import type { DeviceDetails } from '../api/device-queries';
import { useDeviceCommands } from '../hooks/use-device-commands';
import styles from './sheets.module.css';

/** The scripts a phone can run (a code for each was bound there), each switched on or off. */
export function ScriptList({ device }: { device: DeviceDetails }) {
  const { t } = useTranslation('devices');
  const { pending, setScript } = useDeviceCommands();
  if (device.scripts.length === 0) {
    return (
      <p className={styles.note}>
        {t('scripts.none')}{' '}
        <Link to={PAGES.cart1} className={styles.inlineLink}>
          {t('scripts.redeem')}
        </Link>
      </p>
    );
  }
  return (
    <ul className={styles.scripts}>
      {device.scripts.map((script) => (
        <li key={script.script_id} className={styles.script}>
          <span className={styles.scriptName}>{script.name}</span>
          <label className={styles.switchLabel}>
            <span className={styles.switchText}>
              {t(script.enabled ? 'scripts.on' : 'scripts.off')}
            </span>
            <Switch
              className={styles.switch}
              checked={script.enabled}
              loading={pending === `script-${script.script_id}`}
              disabled={pending !== undefined}
              onChange={(on) => void setScript(device.id, script.script_id, on)}
              aria-label={t('scripts.toggle', { name: script.name })}
            />
          </label>
        </li>
      ))}
    </ul>
  );
}
