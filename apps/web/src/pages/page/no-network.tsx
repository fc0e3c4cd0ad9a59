import { useTranslation } from 'react-i18next';
import { PageShell } from '../../components/layout/page-shell';
import { useGoBack } from '../../components/layout/use-go-back';
import { EmptyState } from '../../components/ui/empty-state';
import { PrimaryButton } from '../../components/ui/primary-button';
import { toast } from '../../components/ui/toast';

/** /pages/page/no_network: offline notice; retry goes back once the browser is online again. */
export default function NoNetworkPage() {
  const { t } = useTranslation('common');
  const goBack = useGoBack();
  const retry = () => {
    if (!navigator.onLine) {
      toast.info(t('noNetwork.stillOffline'));
      return;
    }
    goBack();
  };
  return (
    <PageShell>
      <EmptyState
        icon="wifiOff"
        title={t('noNetwork.title')}
        description={t('noNetwork.description')}
      >
        <PrimaryButton onClick={retry}>{t('actions.retry')}</PrimaryButton>
      </EmptyState>
    </PageShell>
  );
}
