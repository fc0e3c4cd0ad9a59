import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { PageShell } from '../../../components/layout/page-shell';
import { DeadEnd } from '../../../components/ui/dead-end';
import { parseOrderIds } from '../../../features/orders/checkout';
import { Cashier } from '../../../features/orders/components/cashier';
import { PAGES } from '../../../lib/paths';

/** /pages/user/money/pay?order_id=1,2 (cashier): the unpaid orders paid together from the balance. */
export default function CashierPage() {
  const { t } = useTranslation('orders');
  const [params] = useSearchParams();
  const orderIds = parseOrderIds(params.get('order_id'));
  return (
    <PageShell>
      {orderIds ? (
        <Cashier key={orderIds.join(',')} orderIds={orderIds} />
      ) : (
        <DeadEnd
          icon="alert"
          title={t('cashier.invalidTitle')}
          description={t('cashier.invalidDescription')}
          to={`${PAGES.order}?state=1`}
          action={t('cashier.myOrders')}
          outline
        />
      )}
    </PageShell>
  );
}
