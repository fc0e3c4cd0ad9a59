import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { PageShell } from '../../../components/layout/page-shell';
import { DeadEnd } from '../../../components/ui/dead-end';
import { parseCheckoutData } from '../../../features/orders/checkout';
import { CheckoutView } from '../../../features/orders/components/checkout-view';
import { PAGES } from '../../../lib/paths';

/**
 * /pages/user/order/addorder?type=cart&data=[{goods_id,number,sku_id}] (cart or buy now), optionally
 * `&address_id=` once an address was chosen: confirm order, then the cashier.
 */
export default function UserOrderAddorderPage() {
  const { t } = useTranslation('orders');
  const [params] = useSearchParams();
  const lines = parseCheckoutData(params.get('data'));
  const addressId = Number(params.get('address_id')) || undefined;
  return (
    <PageShell>
      {lines ? (
        <CheckoutView key={params.get('data')} lines={lines} addressId={addressId} />
      ) : (
        <DeadEnd
          icon="cart"
          title={t('checkout.invalidTitle')}
          description={t('checkout.invalidDescription')}
          to={PAGES.shoppingCart}
          action={t('checkout.toCart')}
          outline
        />
      )}
    </PageShell>
  );
}
