import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { PageShell } from '../../../components/layout/page-shell';
import { EmptyState } from '../../../components/ui/empty-state';
import { PrimaryButton } from '../../../components/ui/primary-button';
import { checkAmount } from '../../../features/wallet/amount-check';
import { Cashier } from '../../../features/wallet/components/pay/cashier';

/** /pages/user/money/pay?amount=&order_no= (cashier): shows what an order will charge; paying comes with orders. */
export default function CashierPage() {
  const { t } = useTranslation('wallet');
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const amount = params.get('amount')?.trim() ?? '';
  const orderNo = (params.get('order_no') ?? '').slice(0, 64);
  return (
    <PageShell>
      {checkAmount(amount) === undefined ? (
        <Cashier amount={amount} orderNo={orderNo} />
      ) : (
        <EmptyState
          icon="alert"
          title={t('pay.invalidTitle')}
          description={t('pay.invalidDescription')}
        >
          <PrimaryButton
            variant="outline"
            onClick={() => void navigate('/pages/user/money/money', { replace: true })}
          >
            {t('pay.toWallet')}
          </PrimaryButton>
        </EmptyState>
      )}
    </PageShell>
  );
}
