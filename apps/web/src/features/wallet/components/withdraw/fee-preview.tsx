import { useTranslation } from 'react-i18next';
import { formatPrice } from '../../../../lib/money';
import { usdtFor, type FeeRule, type WithdrawPreview } from '../../withdraw-fee';
import styles from './fee-preview.module.css';

/**
 * Fee (fixed + rate) and what arrives, computed exactly in cents; for a USDT address also what arrives
 * in USDT at the configured rate, stated plainly. Placeholders until the amount is valid.
 */
export function FeePreview({
  rule,
  preview,
  usdtRate,
}: {
  rule: FeeRule;
  preview: WithdrawPreview | undefined;
  /** Balance per 1 USDT, when the payout account is a USDT address. */
  usdtRate?: string;
}) {
  const { t } = useTranslation('wallet');
  const usdt = preview && usdtRate ? usdtFor(preview.receive, usdtRate) : undefined;
  return (
    <dl className={styles.preview} aria-live="polite">
      <div className={styles.row}>
        <dt>
          {t('withdraw.fee')}
          <span className={styles.rule}>
            {t('withdraw.feeRule', { fixed: formatPrice(rule.fixed_fee), rate: rule.rate_percent })}
          </span>
        </dt>
        <dd data-testid="withdraw-fee">{preview ? formatPrice(preview.fee) : '--'}</dd>
      </div>
      <div className={`${styles.row} ${styles.receive}`}>
        <dt>{t('withdraw.receive')}</dt>
        <dd data-testid="withdraw-receive">{preview ? formatPrice(preview.receive) : '--'}</dd>
      </div>
      {usdtRate && (
        <div className={`${styles.row} ${styles.receive}`}>
          <dt>
            {t('withdraw.receiveUsdt')}
            <span className={styles.rule}>
              {t('withdraw.usdtRate', { rate: formatPrice(usdtRate) })}
            </span>
          </dt>
          <dd data-testid="withdraw-receive-usdt">{usdt ? `${usdt} USDT` : '--'}</dd>
        </div>
      )}
    </dl>
  );
}
