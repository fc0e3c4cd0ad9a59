import { useTranslation } from 'react-i18next';
import { formatPrice } from '../../../../lib/money';
import type { FeeRule, WithdrawPreview } from '../../withdraw-fee';
import styles from './fee-preview.module.css';

/** Fee (fixed + rate) and what arrives, computed exactly in cents; placeholders until the amount is valid. */
export function FeePreview({
  rule,
  preview,
}: {
  rule: FeeRule;
  preview: WithdrawPreview | undefined;
}) {
  const { t } = useTranslation('wallet');
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
    </dl>
  );
}
