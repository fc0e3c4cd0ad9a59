import type { WalletAccountKind } from '@cloudmall/contract/wallet';
import { useInfiniteQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { walletQueries, type BillDirection } from '../../api/wallet-queries';
import { PagedList } from '../../../../components/layout/paged-list';
import { BillRow } from './bill-row';

interface BillListProps {
  account: WalletAccountKind;
  direction?: BillDirection;
}

/** Entries of one account, newest first, loading more at reach-bottom. */
export function BillList({ account, direction = 'all' }: BillListProps) {
  const { t } = useTranslation('wallet');
  const query = useInfiniteQuery(walletQueries.bills(account, direction));
  return (
    <PagedList
      query={query}
      renderItem={(bill) => <BillRow key={bill.id} bill={bill} account={account} />}
      empty={{
        icon: 'bill',
        title: t('bills.emptyTitle'),
        description: t(`bills.empty.${direction}`),
      }}
    />
  );
}
