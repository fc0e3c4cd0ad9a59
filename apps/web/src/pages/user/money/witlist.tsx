import { useInfiniteQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { PageShell } from '../../../components/layout/page-shell';
import { GoButton } from '../../../components/ui/go-button';
import { walletQueries } from '../../../features/wallet/api/wallet-queries';
import { RefreshPagedList } from '../../../components/layout/paged-list';
import { WithdrawalCard } from '../../../features/wallet/components/withdraw/withdrawal-card';
import { useWalletRefresh } from '../../../features/wallet/hooks/use-wallet-refresh';
import { PAGES } from '../../../lib/paths';

/** /pages/user/money/witlist (Withdrawal log): status, fee and net, reasons; pending ones can be cancelled. */
export default function WithdrawalLogPage() {
  const { t } = useTranslation('wallet');
  const query = useInfiniteQuery(walletQueries.withdrawals());
  const refresh = useWalletRefresh();
  return (
    <PageShell>
      <RefreshPagedList
        query={query}
        variant="plain"
        topGap={false}
        onRefresh={refresh}
        renderItem={(withdrawal) => <WithdrawalCard key={withdrawal.id} withdrawal={withdrawal} />}
        empty={{
          icon: 'withdraw',
          title: t('witlist.emptyTitle'),
          description: t('witlist.emptyDescription'),
          action: <GoButton to={PAGES.withdraw}>{t('home.actions.withdraw')}</GoButton>,
        }}
      />
    </PageShell>
  );
}
