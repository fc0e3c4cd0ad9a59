import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { PageShell } from '../../../components/layout/page-shell';
import { EmptyState } from '../../../components/ui/empty-state';
import { PrimaryButton } from '../../../components/ui/primary-button';
import { parseOrderIds } from '../../../features/orders/checkout';
import { Cashier } from '../../../features/orders/components/cashier';
import { PAGES } from '../../../lib/paths';

/** /pages/user/money/pay?order_id=1,2 (cashier): the unpaid orders paid together from the balance. */
export default function CashierPage() {
  const { t } = useTranslation('orders');
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const orderIds = parseOrderIds(params.get('order_id'));
  return (
    <PageShell>
      {orderIds ? (
        <Cashier key={orderIds.join(',')} orderIds={orderIds} />
      ) : (
        <EmptyState
          icon="alert"
          title={t('cashier.invalidTitle')}
          description={t('cashier.invalidDescription')}
        >
          <PrimaryButton
            variant="outline"
            onClick={() => void navigate(`${PAGES.order}?state=1`, { replace: true })}
          >
            {t('cashier.myOrders')}
          </PrimaryButton>
        </EmptyState>
      )}
    </PageShell>
  );
}
