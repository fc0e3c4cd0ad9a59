import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { PageShell } from '../../../components/layout/page-shell';
import { RefreshList } from '../../../components/ui/refresh-list';
import { formatAccountAmount } from '../../../features/wallet/accounts';
import { walletQueries } from '../../../features/wallet/api/wallet-queries';
import { AccountHeader } from '../../../features/wallet/components/bills/account-header';
import { BillList } from '../../../features/wallet/components/bills/bill-list';
import { SectionTitle } from '../../../features/wallet/components/bills/section-title';
import { useWalletRefresh } from '../../../features/wallet/hooks/use-wallet-refresh';

/** /pages/user/money/quanyizhi: equity value, what it is, and its entries. */
export default function EquityValuePage() {
  const { t } = useTranslation('wallet');
  const summary = useQuery(walletQueries.summary());
  const refresh = useWalletRefresh();
  return (
    <PageShell>
      <RefreshList onRefresh={refresh}>
        <AccountHeader
          label={t('accounts.equity')}
          icon="pie"
          value={summary.data && formatAccountAmount('equity', summary.data.equity)}
          description={t('equity.description')}
        />
        <SectionTitle>{t('details.entries')}</SectionTitle>
        <BillList account="equity" />
      </RefreshList>
    </PageShell>
  );
}
