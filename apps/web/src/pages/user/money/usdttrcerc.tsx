import { NETWORKS } from '@cloudmall/contract/wallet';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { QueryFailedView } from '../../../components/layout/load-failed-view';
import { PageLoadingView } from '../../../components/layout/page-loading-view';
import { PageShell } from '../../../components/layout/page-shell';
import { DeadEndPage } from '../../../components/layout/dead-end-page';
import { toastError } from '../../../components/ui/toast';
import { walletQueries } from '../../../features/wallet/api/wallet-queries';
import { DepositAddressCard } from '../../../features/wallet/components/topup/deposit-address-card';
import { RecentDeposits } from '../../../features/wallet/components/topup/recent-deposits';
import { TopupNotes } from '../../../features/wallet/components/topup/topup-notes';
import { PAGES } from '../../../lib/paths';

/** /pages/user/money/usdttrcerc?network=: the deposit address with QR code, copy and countdown. */
export default function UsdtTopUpPage() {
  const { t } = useTranslation('wallet');
  const [params] = useSearchParams();
  const network = NETWORKS.find((item) => item === params.get('network')?.toUpperCase());
  const address = useQuery({
    ...walletQueries.depositAddress(network ?? 'TRC20'),
    enabled: network !== undefined,
  });

  if (!network) {
    return (
      <DeadEndPage
        icon="alert"
        title={t('topup.unknownNetwork')}
        to={PAGES.selectNetwork}
        action={t('select.title')}
      />
    );
  }

  return (
    <PageShell title={t('topup.pageTitle', { network })}>
      {address.data && (
        <DepositAddressCard
          network={network}
          address={address.data.address}
          endsAt={address.data.endsAt}
          rate={address.data.rate}
          refreshing={address.isFetching}
          onRenew={() =>
            void address.refetch().then((result) => result.isError && toastError(result.error))
          }
        />
      )}
      {address.isPending && <PageLoadingView delayMs={0} />}
      {address.isError && !address.data && <QueryFailedView query={address} />}
      <TopupNotes network={network} />
      <RecentDeposits />
    </PageShell>
  );
}
