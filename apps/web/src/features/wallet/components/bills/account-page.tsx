import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { PageShell } from '../../../../components/layout/page-shell';
import type { IconName } from '../../../../components/ui/icon';
import { RefreshList } from '../../../../components/ui/refresh-list';
import { formatAccountAmount } from '../../accounts';
import { walletQueries } from '../../api/wallet-queries';
import { useWalletRefresh } from '../../hooks/use-wallet-refresh';
import { AccountHeader } from './account-header';
import { BillList } from './bill-list';
import { SectionTitle } from './section-title';

interface AccountPageProps {
  account: 'balance' | 'green_points' | 'equity';
  icon: IconName;
  /** Key (namespace `wallet`) of the text explaining what the account is. */
  descriptionKey: string;
  /** Actions under the balance (top up, withdraw). */
  children?: ReactNode;
}

/** One wallet account's page: its balance, what it is, and its entries, with pull-to-refresh. */
export function AccountPage({ account, icon, descriptionKey, children }: AccountPageProps) {
  const { t } = useTranslation('wallet');
  const summary = useQuery(walletQueries.summary());
  const refresh = useWalletRefresh();
  return (
    <PageShell>
      <RefreshList onRefresh={refresh}>
        <AccountHeader
          label={t(`accounts.${account}`)}
          icon={icon}
          value={summary.data && formatAccountAmount(account, summary.data[account])}
          description={t(descriptionKey)}
        >
          {children}
        </AccountHeader>
        <SectionTitle>{t('details.entries')}</SectionTitle>
        <BillList account={account} />
      </RefreshList>
    </PageShell>
  );
}
