import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { OwnItemsPage } from '../../../components/layout/own-items-page';
import { walletQueries } from '../../../features/wallet/api/wallet-queries';
import { BankAccountCard } from '../../../features/wallet/components/bank/bank-account-card';
import { useDeleteBank } from '../../../features/wallet/hooks/use-delete-bank';
import { useWalletRefresh } from '../../../features/wallet/hooks/use-wallet-refresh';
import styles from './bank-pages.module.css';
import { PAGES } from '../../../lib/paths';

/** /pages/user/bank/bank: the member's bank cards and USDT addresses; add, open, delete (with a confirm). */
export default function BankAccountsPage() {
  const { t } = useTranslation('wallet');
  const banks = useQuery(walletQueries.banks());
  const { remove } = useDeleteBank();
  const refresh = useWalletRefresh();

  return (
    <OwnItemsPage
      query={banks}
      onRefresh={refresh}
      skeletonRows={2}
      add={{ to: PAGES.bankAdd, label: t('bank.add'), shortLabel: t('bank.addShort') }}
      empty={{ icon: 'bank', title: t('bank.emptyTitle'), description: t('bank.emptyDescription') }}
    >
      {(items) => (
        <ul className={styles.cards}>
          {items.map((bank) => (
            <BankAccountCard key={bank.id} bank={bank} onDelete={() => void remove(bank)} />
          ))}
        </ul>
      )}
    </OwnItemsPage>
  );
}
