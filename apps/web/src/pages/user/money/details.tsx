import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { PageShell } from '../../../components/layout/page-shell';
import { GoButton } from '../../../components/ui/go-button';
import { RefreshList } from '../../../components/ui/refresh-list';
import { formatAccountAmount } from '../../../features/wallet/accounts';
import { walletQueries } from '../../../features/wallet/api/wallet-queries';
import { AccountHeader } from '../../../features/wallet/components/bills/account-header';
import { BillList } from '../../../features/wallet/components/bills/bill-list';
import { SectionTitle } from '../../../features/wallet/components/bills/section-title';
import { useWalletRefresh } from '../../../features/wallet/hooks/use-wallet-refresh';
import { PAGES } from '../../../lib/paths';

/** /pages/user/money/details: the available balance and its entries; pull to refresh. */
export default function BalanceDetailsPage() {
  const { t } = useTranslation('wallet');
  const summary = useQuery(walletQueries.summary());
  const refresh = useWalletRefresh();
  return (
    <PageShell>
      <RefreshList onRefresh={refresh}>
        <AccountHeader
          label={t('accounts.balance')}
          icon="wallet"
          value={summary.data && formatAccountAmount('balance', summary.data.balance)}
          description={t('details.description')}
        >
          <GoButton variant="outline" to={PAGES.recharge}>
            {t('home.actions.topUp')}
          </GoButton>
          <GoButton to={PAGES.withdraw}>{t('home.actions.withdraw')}</GoButton>
        </AccountHeader>
        <SectionTitle>{t('details.entries')}</SectionTitle>
        <BillList account="balance" />
      </RefreshList>
    </PageShell>
  );
}
