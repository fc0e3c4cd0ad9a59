import type { KycStatus } from '@cloudmall/contract/wallet';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { QueryFailedView } from '../../../components/layout/load-failed-view';
import { PageLoadingView } from '../../../components/layout/page-loading-view';
import { PageShell } from '../../../components/layout/page-shell';
import { Card } from '../../../components/ui/card';
import { walletKeys, walletQueries } from '../../../features/wallet/api/wallet-queries';
import { KycForm } from '../../../features/wallet/components/kyc/kyc-form';
import { KycStatusCard } from '../../../features/wallet/components/kyc/kyc-status-card';

/** /pages/user/setting/kyc: none → form; pending → waiting; approved → verified; rejected → reason and form. */
export default function KycPage() {
  const { t } = useTranslation('wallet');
  const queryClient = useQueryClient();
  const kyc = useQuery(walletQueries.kycStatus());

  const submitted = (status: KycStatus) => {
    queryClient.setQueryData(walletKeys.kyc(), status);
    void queryClient.invalidateQueries({ queryKey: walletKeys.withdrawConfig() });
  };

  const body = () => {
    if (kyc.isPending) return <PageLoadingView />;
    if (!kyc.data) return <QueryFailedView query={kyc} />;
    const { status } = kyc.data;
    if (status === 'pending' || status === 'approved') return <KycStatusCard kyc={kyc.data} />;
    return (
      <>
        {status === 'rejected' && <KycStatusCard kyc={kyc.data} />}
        <Card
          className={status === 'none' ? 'cm-first-card' : undefined}
          title={t(status === 'rejected' ? 'kyc.resubmitTitle' : 'kyc.formTitle')}
        >
          <p className="cm-muted">{t('kyc.intro')}</p>
          <KycForm onSubmitted={submitted} />
        </Card>
      </>
    );
  };

  return <PageShell>{body()}</PageShell>;
}
