import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Card } from '../../../../components/ui/card';
import { formatPrice } from '../../../../lib/money';
import { formatDateTime } from '../../../../lib/time';
import { walletQueries } from '../../api/wallet-queries';
import { RecentNote } from '../recent-note';
import styles from './recent-deposits.module.css';

const shortHash = (hash: string) =>
  hash.length > 16 ? `${hash.slice(0, 8)}…${hash.slice(-6)}` : hash;

/** The member's latest credited deposits. */
export function RecentDeposits() {
  const { t } = useTranslation('wallet');
  const query = useQuery(walletQueries.recentDeposits());
  const deposits = query.data?.data ?? [];
  return (
    <Card title={t('topup.recentTitle')}>
      <RecentNote
        query={query}
        empty={query.isSuccess && deposits.length === 0}
        emptyText={t('topup.noDeposits')}
        className={styles.note}
      />
      {deposits.length > 0 && (
        <ul className={styles.list}>
          {deposits.map((deposit) => (
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
          ))}
        </ul>
      )}
    </Card>
  );
}
