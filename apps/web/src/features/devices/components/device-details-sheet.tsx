import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CloseButton } from '../../../components/ui/close-button';
import { QueryWaitView } from '../../../components/layout/query-wait-view';
import { Icon } from '../../../components/ui/icon';
import { ItemSheet } from '../../../components/ui/item-sheet';
import { mediaUrl } from '../../../lib/media';
import { deviceQueries, type DeviceDetails } from '../api/device-queries';
import { CopyButton } from './copy-button';
import { ExpiryLine } from './expiry-line';
import type { DeviceSheetProps } from './renew-sheet';
import { ScriptList } from './script-list';
import { StateBadge } from './state-badge';
import styles from './sheets.module.css';

/** A phone's details: screen preview (or a placeholder), plugin device code and secret, its scripts. */
export function DeviceDetailsSheet({ device, onClose }: DeviceSheetProps) {
  return (
    <ItemSheet item={device} onMaskClick={onClose} className={`${styles.sheet} ${styles.tall}`}>
      {(shown) => <DetailsBody id={shown.id} onClose={onClose} />}
    </ItemSheet>
  );
}

function DetailsBody({ id, onClose }: { id: number; onClose: () => void }) {
  const { t } = useTranslation('devices');
  const query = useQuery(deviceQueries.details(id));
  return (
    <div role="dialog" aria-modal="true" aria-labelledby="device-details-title">
      <div className={styles.head}>
        <h2 id="device-details-title" className={styles.title}>
          {query.data?.name ?? t('details.title')}
        </h2>
        <CloseButton className={styles.close} onClick={onClose} label={t('details.close')} />
      </div>
      <QueryWaitView query={query} className={styles.centred} spinnerSize={24} />
      {query.data && <Details device={query.data} />}
    </div>
  );
}

function Details({ device }: { device: DeviceDetails }) {
  const { t } = useTranslation('devices');
  const [secretShown, setSecretShown] = useState(false);
  return (
    <>
      <div className={styles.preview}>
        {device.preview ? (
          <img
            src={mediaUrl(device.preview)}
            alt={t('details.previewAlt', { name: device.name })}
          />
        ) : (
          <div className={styles.noPreview} data-testid="no-preview">
            <Icon name="phone" size={36} strokeWidth={1.5} />
            <span>{t('details.noPreview')}</span>
          </div>
        )}
        <div className={styles.previewFacts}>
          <StateBadge state={device.state} />
          <ExpiryLine expiresAt={device.expires_at} />
          <p className={styles.note}>{t('details.provider', { name: device.provider_name })}</p>
        </div>
      </div>
      <section className={styles.section}>
        <h3>{t('details.plugin')}</h3>
        <p className={styles.note}>{t('details.pluginHint')}</p>
        <div className={styles.secretRow}>
          <div>
            <span className={styles.label}>{t('details.pluginCode')}</span>
            <code data-testid="plugin-code">{device.device_code}</code>
          </div>
          <CopyButton value={device.device_code} label={t('details.copyCode')} />
        </div>
        <div className={styles.secretRow}>
          <div>
            <span className={styles.label}>{t('details.pluginSecret')}</span>
            <code>{secretShown ? device.plugin_secret : '•'.repeat(16)}</code>
          </div>
          <button
            type="button"
            className={styles.reveal}
            onClick={() => setSecretShown((shown) => !shown)}
            aria-label={t(secretShown ? 'details.hideSecret' : 'details.showSecret')}
          >
            <Icon name={secretShown ? 'eyeOff' : 'eye'} size={18} />
          </button>
          <CopyButton value={device.plugin_secret} label={t('details.copySecret')} />
        </div>
        {(device.frozen || device.member_frozen) && <p className={styles.alert}>{t('frozen')}</p>}
      </section>
      <section className={styles.section}>
        <h3>{t('scripts.title')}</h3>
        <ScriptList device={device} />
      </section>
    </>
  );
}
