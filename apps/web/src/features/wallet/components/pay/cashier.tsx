import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Card } from '../../../../components/ui/card';
import { Icon } from '../../../../components/ui/icon';
import { PrimaryButton } from '../../../../components/ui/primary-button';
import { formatPrice } from '../../../../lib/money';
import { walletQueries } from '../../api/wallet-queries';
import styles from './cashier.module.css';

/**
 * The cashier orders will open: the amount, the order and the balance to pay from. Paying is not
 * wired yet (orders arrive in a later release), so the button stays disabled and nothing is charged.
 */
export function Cashier({ amount, orderNo }: { amount: string; orderNo: string }) {
  const { t } = useTranslation('wallet');
  const summary = useQuery(walletQueries.summary());
  return (
    <>
      <section className={styles.hero}>
        <span className={styles.label}>{t('pay.amountDue')}</span>
        <strong className={styles.amount} data-testid="pay-amount">
          {formatPrice(amount)}
        </strong>
        {orderNo && <span className={styles.order}>{t('pay.orderNo', { orderNo })}</span>}
      </section>
      <Card title={t('pay.method')}>
        <div className={styles.method} aria-disabled="true">
          <span className={styles.icon}>
            <Icon name="wallet" size={22} />
          </span>
          <span className={styles.text}>
            <strong>{t('pay.balance')}</strong>
            <span>
              {t('pay.available', {
                amount: summary.data ? formatPrice(summary.data.balance) : '--',
              })}
            </span>
          </span>
          <span className={styles.radio} aria-hidden="true" />
        </div>
      </Card>
      <div className={styles.actions}>
        <PrimaryButton disabled>{t('pay.payFromBalance')}</PrimaryButton>
        <p className={styles.note} role="note">
          <Icon name="info" size={16} />
          {t('pay.notYet')}
        </p>
      </div>
    </>
  );
}
