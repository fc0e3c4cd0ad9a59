import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Card } from '../../../../components/ui/card';
import { Icon } from '../../../../components/ui/icon';
import { Spinner } from '../../../../components/ui/spinner';
import { walletQueries } from '../../api/wallet-queries';
import { BillRow } from '../bills/bill-row';
import styles from './recent-bills.module.css';
import { PAGES } from '../../../../lib/paths';

const RECENT_COUNT = 5;

/** The newest balance entries with a link to all bills. */
export function RecentBills() {
  const { t } = useTranslation('wallet');
  const query = useQuery(walletQueries.recentBills(RECENT_COUNT));
  const bills = query.data?.data ?? [];
  return (
    <Card
      title={t('home.recentTitle')}
      extra={
        <Link to={PAGES.moneyList} className={styles.all}>
          {t('home.allBills')} <Icon name="right" size={14} />
        </Link>
      }
    >
      {query.isPending && (
        <p className={styles.note}>
          <Spinner size={20} />
        </p>
      )}
      {query.isError && (
        <button type="button" className={styles.note} onClick={() => void query.refetch()}>
          {t('common:loader.failed')} · {t('common:actions.retry')}
        </button>
      )}
      {query.isSuccess && bills.length === 0 && <p className={styles.note}>{t('home.noRecent')}</p>}
      {bills.length > 0 && (
        <ul className={styles.list}>
          {bills.map((bill) => (
            <BillRow key={bill.id} bill={bill} account="balance" />
          ))}
        </ul>
      )}
    </Card>
  );
}
