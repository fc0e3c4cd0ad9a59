import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { LoadFailedView } from '../../../components/layout/load-failed-view';
import { PageLoadingView } from '../../../components/layout/page-loading-view';
import { PageShell } from '../../../components/layout/page-shell';
import { Card } from '../../../components/ui/card';
import { ApiError } from '@cloudmall/client';
import { walletQueries } from '../../../features/wallet/api/wallet-queries';
import { KycGate } from '../../../features/wallet/components/withdraw/kyc-gate';
import { WithdrawForm } from '../../../features/wallet/components/withdraw/withdraw-form';
import { PAGES } from '../../../lib/paths';

const errorText = (error: unknown) => (error instanceof ApiError ? error.text : undefined);

/** /pages/user/money/withdraw: needs approved KYC; amount, fee preview and payout account, then the log. */
export default function WithdrawPage() {
  const { t } = useTranslation('wallet');
  const navigate = useNavigate();
  const config = useQuery(walletQueries.withdrawConfig());
  const banks = useQuery(walletQueries.banks());
  const failed = config.error ?? banks.error;

  const content = () => {
    if (config.isPending || (config.data?.kyc_status === 'approved' && banks.isPending))
      return <PageLoadingView />;
    if (!config.data || (config.data.kyc_status === 'approved' && !banks.data)) {
      return (
        <LoadFailedView
          message={errorText(failed)}
          onRetry={() => {
            void config.refetch();
            void banks.refetch();
          }}
        />
      );
    }
    if (config.data.kyc_status !== 'approved') return <KycGate status={config.data.kyc_status} />;
    return (
      <Card className="cm-first-card">
        <WithdrawForm
          config={config.data}
          banks={banks.data ?? []}
          onDone={() => void navigate(PAGES.witlist, { replace: true })}
        />
      </Card>
    );
  };

  return (
    <PageShell
      right={
        <Link to={PAGES.witlist} className="cm-text-button">
          {t('withdraw.records')}
        </Link>
      }
    >
      {content()}
    </PageShell>
  );
}
