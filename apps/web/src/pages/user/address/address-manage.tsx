import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { QueryFailedView } from '../../../components/layout/load-failed-view';
import { PageShell } from '../../../components/layout/page-shell';
import { useGoBack } from '../../../components/layout/use-go-back';
import { Card } from '../../../components/ui/card';
import { EmptyState } from '../../../components/ui/empty-state';
import { ListSkeleton } from '../../../components/ui/list-skeleton';
import { ApiError } from '@cloudmall/client';
import { chooseForCheckout } from '../../../features/cart/address-return';
import { addressKeys, addressQueries, type Address } from '../../../features/cart/api/address-api';
import { AddressForm } from '../../../features/cart/components/address-form';
import { PAGES } from '../../../lib/paths';

/**
 * /pages/user/address/addressManage: a new address, or `?id=` edits that one; Save goes back to the
 * list, except a new address added while choosing for the checkout, which is chosen at once.
 */
export default function AddressManagePage() {
  const { t } = useTranslation('cart');
  const [params] = useSearchParams();
  const id = Number(params.get('id')) || undefined;
  const queryClient = useQueryClient();
  const goBack = useGoBack(PAGES.address);
  const navigate = useNavigate();
  const existing = useQuery({ ...addressQueries.detail(id ?? 0), enabled: id !== undefined });

  const saved = (address: Address) => {
    void queryClient.invalidateQueries({ queryKey: addressKeys.all() });
    if (id === undefined && params.get('source') === 'checkout')
      chooseForCheckout(address.id, params.get('redirect'), navigate, 2);
    else goBack();
  };

  const body = () => {
    if (id === undefined) return <AddressForm onSaved={saved} />;
    if (existing.isPending) return <ListSkeleton rows={4} />;
    if (!existing.data) {
      if (existing.error instanceof ApiError && existing.error.messageKey === 'address_not_found')
        return <EmptyState icon="pin" title={t('address.notFound')} />;
      return <QueryFailedView query={existing} />;
    }
    return <AddressForm key={existing.data.id} initial={existing.data} onSaved={saved} />;
  };

  return (
    <PageShell title={id === undefined ? t('address.add') : undefined}>
      <Card className="cm-first-card">{body()}</Card>
    </PageShell>
  );
}
