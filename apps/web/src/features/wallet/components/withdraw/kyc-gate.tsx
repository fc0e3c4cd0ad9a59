import type { KycStatus } from '@cloudmall/contract/wallet';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { EmptyState } from '../../../../components/ui/empty-state';
import { PrimaryButton } from '../../../../components/ui/primary-button';
import { PAGES } from '../../../../lib/paths';

/** Spec §5: withdrawal needs approved identity verification; this blocks the form until then. */
export function KycGate({ status }: { status: KycStatus['status'] }) {
  const { t } = useTranslation('wallet');
  const navigate = useNavigate();
  const state = status === 'pending' ? 'pending' : status === 'rejected' ? 'rejected' : 'none';
  return (
    <EmptyState
      icon={state === 'pending' ? 'hourglass' : 'idcard'}
      title={t(`withdraw.kyc.${state}.title`)}
      description={t(`withdraw.kyc.${state}.description`)}
    >
      <PrimaryButton
        variant={state === 'pending' ? 'outline' : 'solid'}
        onClick={() => void navigate(PAGES.kyc)}
      >
        {t(`withdraw.kyc.${state}.action`)}
      </PrimaryButton>
    </EmptyState>
  );
}
