import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { QueryFailedView } from '../../../components/layout/load-failed-view';
import { PageShell } from '../../../components/layout/page-shell';
import { ListSkeleton } from '../../../components/ui/list-skeleton';
import { walletQueries } from '../../../features/wallet/api/wallet-queries';
import { SectionTitle } from '../../../features/wallet/components/bills/section-title';
import { MethodOption } from '../../../features/wallet/components/topup/method-option';
import { TopupIntro } from '../../../features/wallet/components/topup/topup-intro';
import { PAGES } from '../../../lib/paths';

/** /pages/user/money/select (Select Network): the networks the server offers, TRC20 and ERC20. */
export default function SelectNetworkPage() {
  const { t } = useTranslation('wallet');
  const networks = useQuery(walletQueries.topupNetworks());
  return (
    <PageShell>
      <TopupIntro title={t('select.title')} description={t('select.description')} />
      <SectionTitle>{t('select.networks')}</SectionTitle>
      {networks.isPending && <ListSkeleton rows={2} />}
      {networks.isError && <QueryFailedView query={networks} />}
      {networks.data?.map((item) => (
        <MethodOption
          key={item.network}
          to={`${PAGES.usdtTopUp}?network=${item.network}`}
          badge={item.network.slice(0, 3)}
          tone={item.network === 'ERC20' ? 'blue' : 'teal'}
          title={item.label || `USDT-${item.network}`}
          subtitle={[t(`select.hints.${item.network}`), item.confirmations_note]
            .filter(Boolean)
            .join(' · ')}
        />
      ))}
    </PageShell>
  );
}
