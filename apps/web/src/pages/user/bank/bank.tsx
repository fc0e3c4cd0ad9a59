import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { QueryFailedView } from '../../../components/layout/load-failed-view';
import { PageShell } from '../../../components/layout/page-shell';
import { EmptyState } from '../../../components/ui/empty-state';
import { ListSkeleton } from '../../../components/ui/list-skeleton';
import { GoButton } from '../../../components/ui/go-button';
import { RefreshList } from '../../../components/ui/refresh-list';
import { walletQueries } from '../../../features/wallet/api/wallet-queries';
import { BankAccountCard } from '../../../features/wallet/components/bank/bank-account-card';
import { useDeleteBank } from '../../../features/wallet/hooks/use-delete-bank';
import { useWalletRefresh } from '../../../features/wallet/hooks/use-wallet-refresh';
import styles from './bank-pages.module.css';
import { PAGES } from '../../../lib/paths';

const ADD_PATH = PAGES.bankAdd;

/** /pages/user/bank/bank: the member's bank cards and USDT addresses; add, open, delete (with a confirm). */
export default function BankAccountsPage() {
  const { t } = useTranslation('wallet');
  const banks = useQuery(walletQueries.banks());
  const { remove } = useDeleteBank();
  const refresh = useWalletRefresh();

  const body = () => {
    if (banks.isPending) return <ListSkeleton rows={2} />;
    if (!banks.data) {
      return <QueryFailedView query={banks} />;
    }
    if (banks.data.length === 0) {
      return (
        <EmptyState
          icon="bank"
          title={t('bank.emptyTitle')}
          description={t('bank.emptyDescription')}
        >
          <GoButton to={ADD_PATH}>{t('bank.add')}</GoButton>
        </EmptyState>
      );
    }
    return (
      <>
        <ul className={styles.cards}>
          {banks.data.map((bank) => (
            <BankAccountCard key={bank.id} bank={bank} onDelete={() => void remove(bank)} />
          ))}
        </ul>
        <div className={styles.footer}>
          <GoButton variant="outline" to={ADD_PATH}>
            + {t('bank.add')}
          </GoButton>
        </div>
      </>
    );
  };

  return (
    <PageShell
      right={
        <Link to={ADD_PATH} className="cm-text-button">
          {t('bank.addShort')}
        </Link>
      }
    >
      <RefreshList onRefresh={refresh}>{body()}</RefreshList>
    </PageShell>
  );
}
