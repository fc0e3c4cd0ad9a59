import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Card } from '../../../../components/ui/card';
import { formatPrice } from '../../../../lib/money';
import { formatDateTime } from '../../../../lib/time';
import { walletQueries } from '../../api/wallet-queries';
import { RecentList } from '../recent-list';
import styles from './recent-deposits.module.css';

const shortHash = (hash: string) =>
  hash.length > 16 ? `${hash.slice(0, 8)}…${hash.slice(-6)}` : hash;

/** The member's latest credited deposits. */
export function RecentDeposits() {
  const { t } = useTranslation('wallet');
  const query = useQuery(walletQueries.recentDeposits());
  return (
    <Card title={t('topup.recentTitle')}>
      <RecentList
        query={query}
        emptyText={t('topup.noDeposits')}
        styles={styles}
        renderRow={(deposit) => (
          <li key={deposit.id} className={styles.row}>
            <div className={styles.main}>
              <span className={styles.title}>
                {t('topup.depositRow', { amount: deposit.usdt_amount, network: deposit.network })}
              </span>
              <span className={styles.meta}>
                {formatDateTime(deposit.createtime)} · {shortHash(deposit.tx_hash)}
              </span>
            </div>
            <strong className={styles.amount}>+{formatPrice(deposit.amount)}</strong>
          </li>
        )}
      />
    </Card>
  );
}
