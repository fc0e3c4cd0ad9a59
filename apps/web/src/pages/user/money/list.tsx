import type { WalletAccountKind } from '@cloudmall/contract/wallet';
import { useSearchParams } from 'react-router';
import { PageShell } from '../../../components/layout/page-shell';
import { RefreshList } from '../../../components/ui/refresh-list';
import { parseAccountKind, parseDirection } from '../../../features/wallet/accounts';
import type { BillDirection } from '../../../features/wallet/api/wallet-queries';
import { BillFilters } from '../../../features/wallet/components/bills/bill-filters';
import { BillList } from '../../../features/wallet/components/bills/bill-list';
import { useWalletRefresh } from '../../../features/wallet/hooks/use-wallet-refresh';

/** /pages/user/money/list (Bill Details): entries per account kind, all / income / expense, paged. */
export default function BillDetailsPage() {
  const [params, setParams] = useSearchParams();
  const account = parseAccountKind(params.get('account'));
  const direction = parseDirection(params.get('direction'));
  const refresh = useWalletRefresh();
  const change = (nextAccount: WalletAccountKind, nextDirection: BillDirection) => {
    setParams({ account: nextAccount, direction: nextDirection }, { replace: true });
    window.scrollTo({ top: 0 });
  };
  return (
    <PageShell>
      <BillFilters account={account} direction={direction} onChange={change} />
      <RefreshList onRefresh={refresh}>
        <BillList account={account} direction={direction} />
      </RefreshList>
    </PageShell>
  );
}
