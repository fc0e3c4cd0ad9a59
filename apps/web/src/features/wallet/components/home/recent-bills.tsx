import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Card } from '../../../../components/ui/card';
import { Icon } from '../../../../components/ui/icon';
import { walletQueries } from '../../api/wallet-queries';
import { BillRow } from '../bills/bill-row';
import { RecentNote } from '../recent-note';
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
      <RecentNote
        query={query}
        empty={query.isSuccess && bills.length === 0}
        emptyText={t('home.noRecent')}
        className={styles.note}
      />
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
