import type { Network } from '@cloudmall/contract/wallet';
import { QRCodeSVG } from 'qrcode.react';
import { useTranslation } from 'react-i18next';
import { Icon } from '../../../../components/ui/icon';
import { PrimaryButton } from '../../../../components/ui/primary-button';
import { formatCountdown } from '../../format-countdown';
import { formatPrice } from '../../../../lib/money';
import { useSecondsLeft } from '../../../../lib/use-seconds-left';
import { CopyButton } from './copy-button';
import styles from './deposit-address-card.module.css';

interface DepositAddressCardProps {
  network: Network;
  address: string;
  /** When the address stops accepting deposits (epoch ms, from the answer's expires_in). */
  endsAt: number;
  /** Balance credited per 1 USDT, the configured rate. */
  rate: string;
  refreshing: boolean;
  onRenew: () => void;
}

/**
 * The configured rate stated plainly, QR code, address, copy and countdown; once expired the code is
 * hidden and a new address offered.
 */
export function DepositAddressCard({
  network,
  address,
  endsAt,
  rate,
  refreshing,
  onRenew,
}: DepositAddressCardProps) {
  const { t } = useTranslation('wallet');
  const secondsLeft = useSecondsLeft(endsAt);
  const expired = secondsLeft <= 0;
  return (
    <section className={styles.card} aria-live="polite">
      <span className={styles.network}>{t('topup.networkChip', { network })}</span>
      <p className={styles.rate} data-testid="deposit-rate">
        {t('topup.rateLine', { rate: formatPrice(rate) })}
      </p>
      <div className={`${styles.qr} ${expired ? styles.qrExpired : ''}`}>
        <QRCodeSVG
          value={address}
          size={188}
          level="M"
          marginSize={2}
          title={t('topup.qrTitle', { network })}
        />
        {expired && (
          <div className={styles.expiredMask}>
            <Icon name="alert" size={28} />
          </div>
        )}
      </div>
      {expired ? (
        <div className={styles.expired} role="alert">
          <p>{t('topup.expired')}</p>
          <PrimaryButton onClick={onRenew} loading={refreshing}>
            {t('topup.newAddress')}
          </PrimaryButton>
        </div>
      ) : (
        <>
          <p className={styles.countdown}>
            <Icon name="clock" size={16} />
            {t('topup.expiresIn')}{' '}
            <strong data-testid="deposit-countdown">{formatCountdown(secondsLeft)}</strong>
          </p>
          <span className={styles.addressLabel}>{t('topup.addressLabel', { network })}</span>
          <code className={styles.address}>{address}</code>
          <CopyButton value={address} label={t('topup.copyAddress')} />
        </>
      )}
    </section>
  );
}
