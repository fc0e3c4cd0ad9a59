import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Card } from '../../../../components/ui/card';
import { AllLink } from '../../../../components/ui/all-link';
import { walletQueries } from '../../api/wallet-queries';
import { BillRow } from '../bills/bill-row';
import { RecentList } from '../recent-list';
import styles from './recent-bills.module.css';
import { PAGES } from '../../../../lib/paths';

const RECENT_COUNT = 5;

/** The newest balance entries with a link to all bills. */
export function RecentBills() {
  const { t } = useTranslation('wallet');
  const query = useQuery(walletQueries.recentBills(RECENT_COUNT));
  return (
    <Card
      title={t('home.recentTitle')}
      extra={<AllLink to={PAGES.moneyList} label={t('home.allBills')} className={styles.all} />}
    >
      <RecentList
        query={query}
        emptyText={t('home.noRecent')}
        styles={styles}
        renderRow={(bill) => <BillRow key={bill.id} bill={bill} account="balance" />}
      />
    </Card>
  );
}
